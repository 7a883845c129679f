import { describe, expect, it } from "vitest";
import { EMPTY_CUSTOMER_FORM, customerFormValues, initials, validateCustomerForm } from "./customer-form.ts";
import { customersCsv } from "./customers-csv.ts";
import type { Customer } from "./customer.ts";

const customer: Customer = {
  id: 3,
  name: "Ada Lovelace",
  email: "ada@example.com",
  phone: null,
  position: "Attack",
  notes: null,
  totalOrders: 0,
  lastOrderDate: null,
  imageUrls: [],
  createdAt: "2026-03-02T12:00:00.000Z",
  updatedAt: "2026-03-02T12:00:00.000Z",
  shippingAddress: null,
  shippingCity: null,
  shippingState: null,
  shippingZip: null,
  shippingCountry: null,
  preferredMesh: null,
  preferredThread: null,
  preferredPocket: '=cmd, "mid"',
};

describe("customer form", () => {
  it("uses the schema's messages", () => {
    expect(validateCustomerForm({ ...EMPTY_CUSTOMER_FORM, name: "A", email: "nope" })).toEqual({
      ok: false,
      errors: { name: "Name must be at least 2 characters", email: "Please enter a valid email address" },
    });
  });

  it("sends empty optional values as null and keeps United States as the country", () => {
    const result = validateCustomerForm({ ...EMPTY_CUSTOMER_FORM, name: " Ada ", phone: "  " });
    expect(result.ok && result.payload).toMatchObject({ name: "Ada", email: null, phone: null, position: null, shippingCountry: "United States" });
  });

  it("prefills from a customer, falling back to United States", () => {
    expect(customerFormValues(customer)).toMatchObject({ name: "Ada Lovelace", phone: "", shippingCountry: "United States" });
  });

  it("makes initials", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("  cher ")).toBe("C");
    expect(initials("Mary Ann Smith")).toBe("MS");
    expect(initials("")).toBe("?");
  });

  it("exports CSV with quoting, Never for no order, and defused formulas", () => {
    const csv = customersCsv([customer]);
    const [header, row] = csv.trim().split("\r\n");
    expect(header!.startsWith("Name,Email,Phone,Position,Total Orders,Last Order,Customer Since")).toBe(true);
    expect(row).toContain('Ada Lovelace,ada@example.com,,Attack,0,Never,"Mar 2, 2026"');
    expect(row).toContain(`"'=cmd, ""mid"""`);
  });
});
