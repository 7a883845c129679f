import { describe, expect, it } from "vitest";
import { customerPatchSchema, customerSchema } from "../customers/customer-schema.ts";
import { orderFormSchema } from "../orders/order-form.ts";
import { emailOfLength } from "../testing/long-email.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { contactMessageSchema } from "./contact-message.ts";
import { emailAddress, MAX_EMAIL_LENGTH, validEmail } from "./email-address.ts";
import { contactEmailConfigSchema, emailServiceConfigSchema } from "./email-service-config.ts";
import { subscriberSchema } from "./subscriber.ts";

describe("e-mail address fields", () => {
  it("accept up to 254 characters and refuse 255 with the field's own message", () => {
    expect(emailOfLength(MAX_EMAIL_LENGTH)).toHaveLength(254);
    expect(validEmail("Bad").safeParse(emailOfLength(254)).success).toBe(true);
    expect(
      validEmail("Bad")
        .safeParse(emailOfLength(255))
        .error?.issues.map((issue) => issue.message),
    ).toEqual(["Bad"]);
    expect(emailAddress("Bad").safeParse(emailOfLength(255)).success).toBe(false);
  });

  it("count the length after trimming", () => {
    expect(emailAddress("Bad").parse(`  ${emailOfLength(254).toUpperCase()}  `)).toBe(emailOfLength(254));
  });

  // Every schema in core with an e-mail field: a new one belongs in this list.
  const fields = [
    {
      name: "order customerEmail",
      field: "customerEmail",
      body: (email: string) => validOrderForm({ customerEmail: email }),
      schema: orderFormSchema,
      message: "Valid email is required",
    },
    {
      name: "customer",
      field: "email",
      body: (email: string) => ({ name: "Casey", email }),
      schema: customerSchema,
      message: "Please enter a valid email address",
    },
    {
      name: "customer patch",
      field: "email",
      body: (email: string) => ({ email }),
      schema: customerPatchSchema,
      message: "Please enter a valid email address",
    },
    { name: "subscriber", field: "email", body: (email: string) => ({ email }), schema: subscriberSchema, message: "Please enter a valid email address" },
    {
      name: "contact message",
      field: "email",
      body: (email: string) => ({ name: "Sam", email, message: "Long enough message" }),
      schema: contactMessageSchema,
      message: "Invalid email address",
    },
    {
      name: "campaign sender",
      field: "senderEmail",
      body: (email: string) => ({ apiKey: "k", apiSecret: "s", senderEmail: email }),
      schema: emailServiceConfigSchema,
      message: "Please enter a valid email address",
    },
    {
      name: "contact-form sender",
      field: "senderEmail",
      body: (email: string) => ({ apiKey: "k", apiSecret: "s", senderEmail: email }),
      schema: contactEmailConfigSchema,
      message: "Please enter a valid email address",
    },
  ];

  // A visitor's megabyte that zod's address pattern backtracks over for seconds (issue 31).
  it.each(fields)("$name: a megabyte shaped to make the address pattern backtrack is refused at once", ({ field, body, schema, message }) => {
    const started = performance.now();
    const issues = schema.safeParse(body(`a@${"a.".repeat(500_000)}!`)).error?.issues ?? [];
    expect(performance.now() - started).toBeLessThan(500);
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });

  it.each(fields)("$name: 254 characters pass, 255 are refused with its message", ({ field, body, schema, message }) => {
    expect(schema.safeParse(body(emailOfLength(254))).success).toBe(true);
    const issues = schema.safeParse(body(emailOfLength(255))).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([[field, message]]);
  });
});
