import type { OrderFormInput } from "../orders/order-form.ts";

/** A complete, valid order form as the site sends it, for tests. */
export const validOrderForm = (overrides: Partial<Record<keyof OrderFormInput, unknown>> = {}): Record<string, unknown> => ({
  firstName: "Casey",
  lastName: "Jones",
  customerEmail: "casey@example.com",
  customerPhone: "555-0100",
  contactPreference: "Email",
  headType: "STX Surgeon 1000",
  headColor: "White",
  position: "Attack",
  serviceType: "Mesh Pocket",
  meshOption: "Providing my own mesh",
  stringOption: "Providing my own strings",
  pocketPreference: "Mid Pocket",
  shippingAddress: "12 Main St",
  shippingCity: "Springfield",
  shippingState: "IL",
  shippingZip: "62701",
  shippingCountry: "United States",
  ...overrides,
});
