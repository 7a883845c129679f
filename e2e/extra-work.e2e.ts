/**
 * Issue 36, "Extra work approved and paid by link": the owner adds a charge
 * on the order's page; the player, on the status page the link opens,
 * approves it (asked once more) and the total grows by it; Pay opens a
 * Stripe Checkout Session for the balance, on our fake Stripe on loopback
 * behind the real adapter (STRIPE_SECRET_KEY, STRIPE_API_URL); Stripe's
 * signed checkout.session.completed webhook for that session marks the
 * order paid, which the status page and the admin API say. Axe in the light
 * and the dark theme on the status page with the Extra work card shown.
 */
import { createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "@stringing/adapters/stripe/fake-stripe-server";
import { formatCents } from "@stringing/core/shared/money";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { expectNoSeriousAxeFindingInBothThemes as axeInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, useOwnAdminServer } from "./support/own-admin-server.ts";

const OWNER = ownerCredentials("extra-work-owner");
const WEBHOOK_SECRET = "whsec_e2e_extra_work_0123456789";
const CHARGE = "Cracked sidewall repair";

/** Stripe's `Stripe-Signature` header for `body`, signed now with the endpoint's secret. */
const sign = (body: string) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac("sha256", WEBHOOK_SECRET).update(`${t}.${body}`).digest("hex")}`;
};

type AdminOrder = { balanceDue: number; paymentStatus: string; charges: { description: string; amount: number; status: string }[] };

describe.skipIf(!chromiumPath)("extra work approved and paid by link, in Chromium", () => {
  let stripe: FakeStripe;
  beforeAll(async () => {
    stripe = await startFakeStripe();
  });
  afterAll(async () => {
    await stripe?.close();
  });
  const own = useOwnAdminServer(OWNER, () => ({
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  }));

  let cookie = "";
  const call = async <T>(method: string, path: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${own.server.url}${path}`, {
      method,
      headers: { cookie, "content-type": "application/json" },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(200);
    return (await response.json()) as T;
  };

  it("the owner adds a charge, the player approves it and pays the balance through Stripe Checkout: the order is paid", async () => {
    const login = await fetch(`${own.server.url}/api/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(OWNER),
    });
    expect(login.status).toBe(200);
    cookie = /sid=[^;]*/.exec(login.headers.get("set-cookie") ?? "")![0];

    // The service has a price and a real payment link, so the status page offers Pay.
    const service = (await call<{ id: number; name: string }[]>("GET", "/api/services")).find((row) => row.name === "Mesh Pocket")!;
    await call("PUT", `/api/services/${service.id}`, { price: 4500 });
    const setting = (await call<{ id: number; serviceName: string }[]>("GET", "/api/payment-settings")).find((row) => row.serviceName === "Mesh Pocket")!;
    await call("PUT", `/api/payment-settings/${setting.id}`, { paymentLink: `${own.server.url}/pay-test?amount=[amount]` });

    const placed = await fetch(`${own.server.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validOrderForm({ firstName: "Extra", lastName: "Worker" })),
    });
    expect(placed.status, await placed.clone().text()).toBe(201);
    const { id, statusUrl } = (await placed.json()) as { id: number; statusUrl: string };
    const before = await call<AdminOrder>("GET", `/api/orders/${id}`);
    expect(before.balanceDue).toBeGreaterThan(0);

    // The owner proposes the extra work on the order's page.
    const owner = await own.open({ width: 1440, height: 900 });
    await logIn(owner.page, OWNER);
    await owner.page.goto(`/admin/orders/${id}`);
    await owner.page.getByRole("heading", { level: 1, name: `Order #${id}` }).waitFor();
    const adminPanel = owner.page.getByRole("region", { name: "Extra work" });
    const addForm = adminPanel.getByRole("form", { name: `Add a charge to order #${id}` });
    await addForm.getByLabel("Description").fill(CHARGE);
    await addForm.getByLabel("Amount (USD)").fill("12.50");
    await addForm.getByRole("button", { name: "Propose charge" }).click();
    await owner.page.getByText("Charge proposed").first().waitFor();
    await adminPanel.getByText(CHARGE, { exact: true }).waitFor();
    const proposed = await call<AdminOrder>("GET", `/api/orders/${id}`);
    expect(proposed.charges.map(({ description, amount, status }) => ({ description, amount, status }))).toEqual([
      { description: CHARGE, amount: 1250, status: "proposed" },
    ]);
    // A proposed charge is not owed yet.
    expect(proposed.balanceDue).toBe(before.balanceDue);
    await owner.context.close();

    // The player, on the link, in a browser of their own.
    const player = await own.open({ width: 1440, height: 900 });
    const { page } = player;
    await page.goto(new URL(statusUrl).pathname);
    const card = page.getByRole("region", { name: "Extra work" });
    await card.getByText(CHARGE).waitFor();
    expect(await card.getByText("$12.50").count()).toBe(1);
    await card.getByText("Waiting for your answer").waitFor();
    await axeInBothThemes(page, card.getByRole("button", { name: `Approve ${CHARGE}` }));

    await card.getByRole("button", { name: `Approve ${CHARGE}` }).click();
    await card.getByText(`Approve ${CHARGE} for $12.50?`).waitFor();
    await card.getByRole("button", { name: "Confirm" }).click();
    await card.getByText("Approved", { exact: true }).waitFor();
    expect(await card.getByRole("button", { name: `Approve ${CHARGE}` }).count()).toBe(0);
    const approved = await call<AdminOrder>("GET", `/api/orders/${id}`);
    expect(approved.balanceDue).toBe(before.balanceDue + 1250);
    const payment = page.getByRole("region", { name: "Payment" });
    await payment.getByText(formatCents(approved.balanceDue), { exact: true }).waitFor();
    await payment.getByText(`${formatCents(before.balanceDue)} for the service and $12.50 of extra work you approved.`).waitFor();

    // Pay: a Checkout Session for the whole balance, and the browser on Stripe's page.
    await payment.getByRole("link", { name: /^Pay now/ }).click();
    await page.waitForURL(`${stripe.url}/c/pay/**`);
    await page.getByRole("heading", { name: `Pay ${formatCents(approved.balanceDue)}` }).waitFor();
    expect(stripe.sessions).toHaveLength(1);
    const session = stripe.sessions[0]!;
    expect(page.url()).toBe(session.url);
    expect(session.amount_total).toBe(approved.balanceDue);
    expect(session.client_reference_id).toBe(String(id));
    expect(session.success_url.startsWith(statusUrl)).toBe(true);

    // Stripe tells the shop the session was paid.
    const event = JSON.stringify(stripe.completedEvent(session.id));
    const delivered = await fetch(`${own.server.url}/api/webhooks/stripe`, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": sign(event) },
      body: event,
    });
    expect(delivered.status, await delivered.clone().text()).toBe(200);

    await page.goto(new URL(statusUrl).pathname);
    await payment.getByText("Thank you, we have received your payment.").waitFor();
    await payment.getByText("Paid", { exact: true }).waitFor();
    expect(await payment.getByRole("link", { name: /^Pay/ }).count()).toBe(0);
    await card.getByText("Approved", { exact: true }).waitFor();
    const paid = await call<AdminOrder>("GET", `/api/orders/${id}`);
    expect(paid.paymentStatus).toBe("paid");
    expect(paid.balanceDue).toBe(0);

    expect(player.errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    await player.context.close();
  }, 180_000);
});
