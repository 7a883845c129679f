import { describe, expect, it } from "vitest";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { NEED_STRINGS, ORDER_FORM_DEFAULTS, ORDER_FORM_MESSAGES, POSITION_OPTIONS, orderFormSchema, positionLabel } from "./order-form.ts";

const errorsOf = (input: unknown) => {
  const result = orderFormSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
};

describe("order form schema", () => {
  it("accepts a complete form, trims text and defaults the optional fields", () => {
    const parsed = orderFormSchema.parse(validOrderForm({ firstName: "  Casey ", stringerNotes: "  a\r\nb  ", howHeardAboutUs: "   " }));
    expect(parsed.firstName).toBe("Casey");
    expect(parsed.stringerNotes).toBe("a\nb");
    expect(parsed.howHeardAboutUs).toBeUndefined();
    expect(parsed.emailOptIn).toBe(false);
    expect(orderFormSchema.parse(validOrderForm({ emailOptIn: true, stringerNotes: null })).emailOptIn).toBe(true);
  });

  it("answers every required field's exact message when it is missing", () => {
    expect(errorsOf({})).toEqual(ORDER_FORM_MESSAGES);
  });

  it("treats whitespace-only and empty values as missing", () => {
    for (const [field, message] of Object.entries(ORDER_FORM_MESSAGES)) {
      expect(errorsOf(validOrderForm({ [field]: "   " })), field).toEqual({ [field]: message });
      expect(errorsOf(validOrderForm({ [field]: null })), field).toEqual({ [field]: message });
    }
  });

  it("requires a valid e-mail", () => {
    expect(errorsOf(validOrderForm({ customerEmail: "not-an-email" }))).toEqual({ customerEmail: "Valid email is required" });
    expect(orderFormSchema.parse(validOrderForm({ customerEmail: " casey@example.com " })).customerEmail).toBe("casey@example.com");
  });

  it("refuses options outside the form's lists with the field's message", () => {
    expect(errorsOf(validOrderForm({ position: "Striker" }))).toEqual({ position: "Position is required" });
    expect(errorsOf(validOrderForm({ contactPreference: "Fax" }))).toEqual({ contactPreference: "Contact preference is required" });
    expect(errorsOf(validOrderForm({ stringOption: "Gold strings" }))).toEqual({ stringOption: "String option is required" });
    expect(errorsOf(validOrderForm({ meshOption: "Your mesh" }))).toEqual({ meshOption: "Mesh option is required" });
    expect(errorsOf(validOrderForm({ pocketPreference: "Deep" }))).toEqual({ pocketPreference: "Pocket preference is required" });
    expect(orderFormSchema.parse(validOrderForm({ position: "FO", stringOption: NEED_STRINGS, pocketPreference: "Custom (specify in notes)" })).position).toBe(
      "FO",
    );
  });

  it("limits lengths so nobody stores megabytes in a name", () => {
    expect(errorsOf(validOrderForm({ firstName: "x".repeat(101) }))).toEqual({ firstName: "First name must be at most 100 characters" });
    expect(errorsOf(validOrderForm({ stringerNotes: "x".repeat(5001) }))).toEqual({ stringerNotes: "Stringer notes must be at most 5000 characters" });
  });

  it("refuses a non-boolean opt-in and non-text values", () => {
    expect(errorsOf(validOrderForm({ emailOptIn: "yes" }))).toEqual({ emailOptIn: "Email opt-in must be true or false" });
    expect(errorsOf(validOrderForm({ headType: 42 }))).toEqual({ headType: "Head type is required" });
  });

  it("ignores derived fields a client sends", () => {
    const parsed = orderFormSchema.parse(validOrderForm({ customerName: "Evil", servicePrice: 1 } as never));
    expect(parsed).not.toHaveProperty("customerName");
    expect(parsed).not.toHaveProperty("servicePrice");
  });

  it("exports the client's defaults and the position labels", () => {
    expect(ORDER_FORM_DEFAULTS).toMatchObject({
      contactPreference: "Email",
      position: "Attack",
      meshOption: "Providing my own mesh",
      pocketPreference: "Mid Pocket",
      shippingCountry: "United States",
    });
    expect(POSITION_OPTIONS.find((option) => option.value === "FO")?.label).toBe("Face Off");
    expect(positionLabel("FO")).toBe("Face Off");
    expect(positionLabel("Attack")).toBe("Attack");
    expect(positionLabel("Box")).toBe("Box");
  });
});
