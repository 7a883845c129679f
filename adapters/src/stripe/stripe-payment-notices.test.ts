import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { parseSignatureHeader, signStripePayload, StripePaymentNotices } from "./stripe-payment-notices.ts";

const SECRET = "whsec_5f3a1c0e9b8d7a6f5e4d3c2b1a0f9e8d";
const now = new Date("2026-05-01T12:00:00Z");
const seconds = Math.floor(now.getTime() / 1000);
const notices = new StripePaymentNotices(SECRET, { now: () => now });

const session = (overrides: Record<string, unknown> = {}) =>
  JSON.stringify({
    id: "evt_1",
    type: "checkout.session.completed",
    data: { object: { client_reference_id: "42", amount_total: 5699, currency: "usd", payment_status: "paid", ...overrides } },
  });

describe("Stripe's signed deliveries", () => {
  it("signs as Stripe documents: HMAC-SHA256 of `t.body`, hex, with the whole secret as the key", () => {
    const body = session();
    const expected = createHmac("sha256", SECRET).update(`${seconds}.${body}`).digest("hex");
    expect(signStripePayload(body, SECRET, seconds)).toBe(`t=${seconds},v1=${expected}`);
  });

  it("reads a completed, paid Checkout Session as a payment for the order it names", async () => {
    const body = session();
    expect(await notices.read(body, signStripePayload(body, SECRET, seconds))).toEqual({
      ok: true,
      value: { kind: "paid", provider: "stripe", eventId: "evt_1", orderReference: "42", amount: 5699, currency: "usd" },
    });
    const later = JSON.stringify({
      id: "evt_2",
      type: "checkout.session.async_payment_succeeded",
      data: { object: { client_reference_id: "42", amount_total: 100 } },
    });
    expect(await notices.read(later, signStripePayload(later, SECRET, seconds))).toMatchObject({ ok: true, value: { kind: "paid", amount: 100 } });
  });

  it("ignores other events and sessions completed before the money arrived", async () => {
    for (const body of [
      session({ payment_status: "unpaid" }),
      JSON.stringify({ id: "evt_3", type: "payment_intent.succeeded", data: { object: {} } }),
      JSON.stringify({ id: "evt_4", type: "checkout.session.expired", data: { object: { client_reference_id: "42" } } }),
    ]) {
      expect(await notices.read(body, signStripePayload(body, SECRET, seconds))).toMatchObject({ ok: true, value: { kind: "ignored" } });
    }
  });

  it("takes odd fields as absent: no reference, no amount", async () => {
    const body = session({ client_reference_id: 42, amount_total: "5699" });
    expect(await notices.read(body, signStripePayload(body, SECRET, seconds))).toMatchObject({ ok: true, value: { orderReference: null, amount: null } });
  });

  it("refuses a missing, malformed, wrong or stale signature before reading the body", async () => {
    const body = session();
    const cases: [string | undefined, string][] = [
      [undefined, "missing_signature"],
      ["", "missing_signature"],
      ["t=abc,v1=00", "bad_signature"],
      [`t=${seconds}`, "bad_signature"],
      [`v1=${"a".repeat(64)}`, "bad_signature"],
      [signStripePayload(body, "whsec_other", seconds), "bad_signature"],
      [signStripePayload(`${body} `, SECRET, seconds), "bad_signature"],
      [signStripePayload(body, SECRET, seconds + 1).replace(`t=${seconds + 1}`, `t=${seconds}`), "bad_signature"],
      [signStripePayload(body, SECRET, seconds - 301), "stale_timestamp"],
      [signStripePayload(body, SECRET, seconds + 301), "stale_timestamp"],
    ];
    for (const [signature, refusal] of cases) expect(await notices.read(body, signature), String(signature)).toEqual({ ok: false, error: refusal });
    expect((await notices.read(body, signStripePayload(body, SECRET, seconds - 299))).ok).toBe(true);
  });

  it("never parses an unsigned body, and refuses a signed one that is not an event", async () => {
    // An unsigned body that would throw if parsed is refused for its signature alone.
    expect(await notices.read("{not json", `t=${seconds},v1=${"0".repeat(64)}`)).toEqual({ ok: false, error: "bad_signature" });
    for (const body of ["{not json", "null", "[]", "42", JSON.stringify({ type: "checkout.session.completed" })]) {
      expect(await notices.read(body, signStripePayload(body, SECRET, seconds)), body).toEqual({ ok: false, error: "malformed_body" });
    }
  });

  it("accepts the right one among several v1 signatures and ignores v0", async () => {
    const body = session();
    const good = signStripePayload(body, SECRET, seconds).split(",")[1];
    expect((await notices.read(body, `t=${seconds},v0=${"1".repeat(64)},v1=${"0".repeat(64)},${good}`)).ok).toBe(true);
    expect(parseSignatureHeader(`t=1, v1=${"A".repeat(64)} ,v1=zz`)).toEqual({ timestamp: 1, signatures: ["a".repeat(64)] });
  });
});
