import { describe, expect, it } from "vitest";
import { fieldErrors } from "../testing/field-errors.ts";
import { paymentSettingCreateSchema, paymentSettingUpdateSchema } from "./payment-setting.ts";

describe("payment setting schema", () => {
  it("trims and keeps the link as typed, placeholder included", () => {
    expect(paymentSettingCreateSchema.parse({ serviceName: " Mesh Pocket ", paymentLink: " https://pay.example.com/p?amount={amount} " })).toEqual({
      serviceName: "Mesh Pocket",
      paymentLink: "https://pay.example.com/p?amount={amount}",
    });
  });

  it("needs both fields after trimming", () => {
    const both = "Please fill in both service name and payment link";
    expect(fieldErrors(paymentSettingCreateSchema, {})).toEqual({ serviceName: both, paymentLink: both });
    expect(fieldErrors(paymentSettingCreateSchema, { serviceName: "  ", paymentLink: "https://pay.example.com" })).toEqual({ serviceName: both });
    expect(fieldErrors(paymentSettingCreateSchema, { serviceName: "Mesh", paymentLink: " " })).toEqual({ paymentLink: both });
  });

  it("opens only web links", () => {
    for (const paymentLink of ["javascript:alert(1)", "pay.example.com", "data:text/html,x"]) {
      expect(fieldErrors(paymentSettingCreateSchema, { serviceName: "Mesh", paymentLink }), paymentLink).toEqual({
        paymentLink: "Payment link must be a valid http or https URL",
      });
    }
  });

  it("updates partially", () => {
    expect(paymentSettingUpdateSchema.parse({ paymentLink: "https://pay.example.com/new" })).toEqual({ paymentLink: "https://pay.example.com/new" });
  });
});
