import { describe, expect, it } from "vitest";
import { NEED_STRINGS, OWN_STRINGS } from "@stringing/core/orders/order-form";
import { orderAmountCents } from "@stringing/core/orders/order-amount";
import { orderPrice, payableUrl, totalText } from "./order-price.ts";

const services = [
  { name: "Mesh Pocket", price: 4500 },
  { name: "Traditional Pocket", price: 0 },
];

describe("orderPrice", () => {
  it.each([
    ["Mesh Pocket", OWN_STRINGS, { service: 4500, strings: 0, amount: 4500 }, "$45.00"],
    ["Mesh Pocket", NEED_STRINGS, { service: 4500, strings: 1199, amount: 5699 }, "$56.99"],
    [" mesh pocket ", NEED_STRINGS, { service: 4500, strings: 1199, amount: 5699 }, "$56.99"],
    ["Traditional Pocket", OWN_STRINGS, { service: null, strings: 0, amount: 0 }, "We will confirm the price"],
    ["Traditional Pocket", NEED_STRINGS, { service: null, strings: 1199, amount: 1199 }, "$11.99 + the service price we confirm"],
    ["Unknown Service", "", { service: null, strings: 0, amount: 0 }, "We will confirm the price"],
  ])("prices %j with %j as the server does", (serviceType, stringOption, expected, total) => {
    const price = orderPrice({ serviceType, stringOption }, services);
    expect(price).toEqual(expected);
    expect(price!.amount).toBe(orderAmountCents({ serviceType, stringOption }, services));
    expect(totalText(price!)).toBe(total);
  });

  it("has no price before a service is chosen", () => {
    expect(orderPrice({ serviceType: "", stringOption: NEED_STRINGS }, services)).toBeNull();
  });

  it("sends a player to the payment link only with an amount to pay", () => {
    const link = "https://pay.example.com/56.99";
    expect(payableUrl(link, orderPrice({ serviceType: "Mesh Pocket", stringOption: NEED_STRINGS }, services))).toBe(link);
    expect(payableUrl(link, orderPrice({ serviceType: "Traditional Pocket", stringOption: NEED_STRINGS }, services))).toBe(link);
    expect(payableUrl(link, orderPrice({ serviceType: "Traditional Pocket", stringOption: OWN_STRINGS }, services))).toBeNull();
    expect(payableUrl(null, orderPrice({ serviceType: "Mesh Pocket", stringOption: NEED_STRINGS }, services))).toBeNull();
    expect(payableUrl(link, null)).toBeNull();
  });
});
