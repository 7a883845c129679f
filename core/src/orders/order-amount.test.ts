import { describe, expect, it } from "vitest";
import { orderAmountCents } from "./order-amount.ts";
import { NEED_STRINGS, OWN_STRINGS } from "./order-form.ts";

const services = [
  { name: "Mesh Pocket", price: 4500 },
  { name: "Traditional Pocket", price: 6000 },
];

describe("order amount", () => {
  it("is the matching service's price", () => {
    expect(orderAmountCents({ serviceType: "Mesh Pocket", stringOption: OWN_STRINGS }, services)).toBe(4500);
  });
  it("adds 1199 cents when the customer needs strings", () => {
    expect(orderAmountCents({ serviceType: "Traditional Pocket", stringOption: NEED_STRINGS }, services)).toBe(7199);
  });
  it("is 0 (plus strings) when no service matches", () => {
    expect(orderAmountCents({ serviceType: "Unknown", stringOption: OWN_STRINGS }, services)).toBe(0);
    expect(orderAmountCents({ serviceType: "Unknown", stringOption: NEED_STRINGS }, [])).toBe(1199);
  });
  it("matches the name ignoring case and spaces, preferring an exact match", () => {
    expect(orderAmountCents({ serviceType: " mesh pocket ", stringOption: OWN_STRINGS }, services)).toBe(4500);
    expect(
      orderAmountCents({ serviceType: "mesh", stringOption: OWN_STRINGS }, [
        { name: "MESH", price: 1 },
        { name: "mesh", price: 2 },
      ]),
    ).toBe(2);
  });
});
