import { describe, expect, it } from "vitest";
import { storedOrder } from "../testing/stored-order-fixture.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { NEED_STRINGS, orderFormSchema } from "./order-form.ts";
import { orderRecipe } from "./order-recipe.ts";
import { orderFromForm } from "./place-order.ts";
import { EMPTY_POCKET } from "./pocket-details.ts";

/** An order as the intake stores it from the form with these overrides. */
const placed = (overrides: Record<string, unknown> = {}) => {
  const stored = orderFromForm(orderFormSchema.parse(validOrderForm(overrides)), 4500);
  return storedOrder({ ...stored, id: 7 });
};

describe("orderRecipe", () => {
  const cases: { name: string; order: ReturnType<typeof storedOrder>; recipe: Record<string, unknown> }[] = [
    {
      name: "an order from the form gives the form's pocket fields back as they were sent",
      order: placed({ position: "FO", pocketPreference: "High Pocket", stringOption: NEED_STRINGS, stringerNotes: "Red sidewall\ntwo straight shooters" }),
      recipe: {
        serviceType: "Mesh Pocket",
        headType: "STX Surgeon 1000",
        headColor: "White",
        position: "FO",
        pocketPreference: "High Pocket",
        meshOption: "Providing my own mesh",
        stringOption: NEED_STRINGS,
        stringerNotes: "Red sidewall\ntwo straight shooters",
        pocket: EMPTY_POCKET,
      },
    },
    {
      name: "the pocket in detail comes whole, as the order keeps it",
      order: placed({ pocket: { sidewallColor: "Red", shooters: [{ style: "straight" }, { style: "v", color: "White" }], diamonds: 11 } }),
      recipe: {
        pocket: {
          ...EMPTY_POCKET,
          sidewallColor: "Red",
          shooters: [
            { style: "straight", material: null, color: null },
            { style: "v", material: null, color: "White" },
          ],
          diamonds: 11,
        },
      },
    },
    {
      name: "no stringer notes (stored as None) is null",
      order: placed(),
      recipe: { stringerNotes: null, position: "Attack" },
    },
    {
      name: "an older order without labelled details reads its mesh and strings from their columns and says null for the rest",
      order: storedOrder({ serviceName: "Restring", additionalRequests: null, meshType: "Hero 3.0", stringType: "White" }),
      recipe: {
        serviceType: "Restring",
        headType: null,
        headColor: null,
        position: null,
        pocketPreference: null,
        meshOption: "Hero 3.0",
        stringOption: "White",
        stringerNotes: null,
        pocket: EMPTY_POCKET,
      },
    },
    {
      name: "the labelled details win over the columns, as on the work ticket",
      order: storedOrder({
        additionalRequests: "Mesh Option: Providing my own mesh\nString Option: Providing my own strings",
        meshType: "Hero 3.0",
        stringType: "x",
      }),
      recipe: { meshOption: "Providing my own mesh", stringOption: "Providing my own strings" },
    },
  ];

  it.each(cases)("$name", ({ order, recipe }) => {
    expect(orderRecipe(order)).toMatchObject(recipe);
  });

  it("holds the pocket's fields only: no name, e-mail, phone, address or contact preference", () => {
    const order = placed({ customerEmail: "private.person@example.com", customerPhone: "555-867-5309", shippingAddress: "742 Evergreen Terrace" });
    const recipe = orderRecipe(order);
    expect(Object.keys(recipe).sort()).toEqual(
      ["serviceType", "headType", "headColor", "position", "pocketPreference", "meshOption", "stringOption", "stringerNotes", "pocket"].sort(),
    );
    const text = JSON.stringify(recipe);
    for (const secret of ["private.person", "867-5309", "Evergreen", "Casey", "Springfield", "Email"]) expect(text).not.toContain(secret);
  });
});
