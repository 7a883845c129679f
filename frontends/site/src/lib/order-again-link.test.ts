import { describe, expect, it } from "vitest";
import { linkableRecipe, orderAgainHref, readOrderAgain, withoutOrderAgain } from "./order-again-link.ts";

const RECIPE = {
  serviceType: "Mesh Pocket",
  headType: "StringKing Mark 2A",
  headColor: "White & Red",
  position: "FO",
  pocketPreference: "Mid-Low Pocket",
  meshOption: "Providing my own mesh",
  stringOption: "Need strings with base white crosslace (+$11.99)",
};

describe("the reorder link's pocket", () => {
  it.each([
    [
      "the form's pocket fields, in the order people read a pocket",
      { stringOption: "x", serviceType: "Mesh Pocket", headType: "Mark 2A" },
      [
        ["serviceType", "Mesh Pocket"],
        ["headType", "Mark 2A"],
        ["stringOption", "x"],
      ],
    ],
    [
      "a further pocket detail after them, numbers as text",
      { sidewallColor: "Red", serviceType: "Mesh", shooterCount: 3 },
      [
        ["serviceType", "Mesh"],
        ["shooterCount", "3"],
        ["sidewallColor", "Red"],
      ],
    ],
    [
      "never a contact, address or notes field",
      {
        customerName: "Ada",
        customerEmail: "a@b.c",
        customerPhone: "1",
        shippingAddress: "1 Main",
        shippingZip: "2",
        stringerNotes: "call me",
        headColor: "White",
      },
      [["headColor", "White"]],
    ],
    [
      "no empty, nested, boolean or overlong value",
      { headType: "  ", headColor: { a: 1 }, position: true, serviceType: "x".repeat(201), pocketPreference: null },
      [],
    ],
    ["no odd field name nor the link's own marker", { "head type": "x", again: "3", "1st": "y" }, []],
  ])("%s", (_, recipe, expected) => {
    expect(linkableRecipe(recipe)).toEqual(expected);
  });

  it("goes to the order section with the order's number and the pocket, spaces as %20", () => {
    const href = orderAgainHref(69, { headType: "Mark 2A", headColor: "White & Red", customerEmail: "ada@example.com" });
    expect(href).toBe("/?again=69&headType=Mark%202A&headColor=White%20%26%20Red#order");
  });

  it("reads back what it wrote", () => {
    const href = orderAgainHref(69, { ...RECIPE, sidewallColor: "Red" });
    expect(readOrderAgain(new URL(href, "https://shop.test").search)).toEqual({ fromOrder: 69, fields: { ...RECIPE, sidewallColor: "Red" } });
  });

  it.each([
    ["a page not opened by a reorder link", "?serviceType=Mesh", null],
    ["a link without a sensible order number", "?again=abc&headType=X", { fromOrder: null, fields: { headType: "X" } }],
    ["a zero order number", "?again=0", { fromOrder: null, fields: {} }],
    [
      "a contact or address field someone added by hand",
      "?again=7&firstName=Ada&shippingCity=Austin&customerEmail=a@b.c&headColor=Red",
      { fromOrder: 7, fields: { headColor: "Red" } },
    ],
    ["a field given twice: the first", "?again=7&headType=A&headType=B", { fromOrder: 7, fields: { headType: "A" } }],
    ["empty and overlong values left out", `?again=7&headType=%20&headColor=${"x".repeat(201)}`, { fromOrder: 7, fields: {} }],
  ])("reads %s", (_, search, expected) => {
    expect(readOrderAgain(search)).toEqual(expected);
  });

  it("takes its own and any field-like parameter out of the address, keeping the others and the anchor", () => {
    expect(withoutOrderAgain("https://shop.test/?utm_source=mail&again=7&headType=A&customerEmail=a%40b.c&position=FO#order")).toBe("/?utm_source=mail#order");
    expect(withoutOrderAgain("https://shop.test/?again=7&headType=A#order")).toBe("/#order");
  });
});
