import { describe, expect, it } from "vitest";
import { CHARGE_AMOUNT_MESSAGE, DESCRIPTION_REQUIRED, DESCRIPTION_TOO_LONG, decisionOn, newChargeSchema, withdrawalOf } from "./charge.ts";

describe("a new charge", () => {
  it.each([
    { body: { description: "New head", amount: 1 }, value: { description: "New head", amount: 1 } },
    { body: { description: "  Dye job  ", amount: 100_000 }, value: { description: "Dye job", amount: 100_000 } },
    { body: { description: "x".repeat(200), amount: 2500 }, value: { description: "x".repeat(200), amount: 2500 } },
  ])("accepts $body", ({ body, value }) => {
    expect(newChargeSchema.safeParse(body)).toEqual({ success: true, data: value });
  });

  it.each([
    { body: { amount: 100 }, field: "description", message: DESCRIPTION_REQUIRED },
    { body: { description: "   ", amount: 100 }, field: "description", message: DESCRIPTION_REQUIRED },
    { body: { description: "x".repeat(201), amount: 100 }, field: "description", message: DESCRIPTION_TOO_LONG },
    { body: { description: "Dye" }, field: "amount", message: CHARGE_AMOUNT_MESSAGE },
    { body: { description: "Dye", amount: 0 }, field: "amount", message: CHARGE_AMOUNT_MESSAGE },
    { body: { description: "Dye", amount: 100_001 }, field: "amount", message: CHARGE_AMOUNT_MESSAGE },
    { body: { description: "Dye", amount: 12.5 }, field: "amount", message: CHARGE_AMOUNT_MESSAGE },
    { body: { description: "Dye", amount: "1500" }, field: "amount", message: CHARGE_AMOUNT_MESSAGE },
  ])("refuses $body with a message on $field", ({ body, field, message }) => {
    const parsed = newChargeSchema.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });
});

describe("deciding a charge", () => {
  it.each([
    { status: "proposed", decision: "approve", result: { ok: true, value: "approved" } },
    { status: "proposed", decision: "decline", result: { ok: true, value: "declined" } },
    { status: "approved", decision: "approve", result: { ok: false, error: { kind: "conflict", message: "This charge was already approved" } } },
    { status: "approved", decision: "decline", result: { ok: false, error: { kind: "conflict", message: "This charge was already approved" } } },
    { status: "declined", decision: "approve", result: { ok: false, error: { kind: "conflict", message: "This charge was already declined" } } },
    { status: "withdrawn", decision: "approve", result: { ok: false, error: { kind: "conflict", message: "This charge was withdrawn by the workshop" } } },
  ] as const)("$decision on a $status charge", ({ status, decision, result }) => {
    expect(decisionOn({ status }, decision)).toEqual(result);
  });

  it.each([
    { status: "proposed", ok: true },
    { status: "approved", ok: false },
    { status: "declined", ok: false },
    { status: "withdrawn", ok: false },
  ] as const)("withdraws a $status charge: $ok", ({ status, ok }) => {
    const result = withdrawalOf({ status });
    expect(result.ok).toBe(ok);
    if (result.ok) expect(result.value).toBe("withdrawn");
    else expect(result.error.kind).toBe("conflict");
  });
});
