import { describe, expect, it } from "vitest";
import { NEED_STRINGS, OWN_MESH } from "@stringing/core/orders/order-form";
import { isPersonalField } from "../../lib/order-again-link.ts";
import { orderAgainPrefill } from "./order-again-prefill.ts";
import { ORDER_FIELDS } from "./order-form-values.ts";

const OFFERED = ["Mesh Pocket", "Traditional Pocket"];

describe("the order form filled from a reorder link", () => {
  it.each([
    [
      "a whole pocket the form still offers",
      {
        serviceType: "Mesh Pocket",
        headType: "Mark 2A",
        headColor: "White",
        position: "FO",
        pocketPreference: "Mid-Low Pocket",
        meshOption: OWN_MESH,
        stringOption: NEED_STRINGS,
      },
      {
        serviceType: "Mesh Pocket",
        headType: "Mark 2A",
        headColor: "White",
        position: "FO",
        pocketPreference: "Mid-Low Pocket",
        meshOption: OWN_MESH,
        stringOption: NEED_STRINGS,
      },
      [],
    ],
    [
      "options in another case, a position by its label, the service by its loose name",
      { serviceType: " mesh pocket ", position: "face off", pocketPreference: "high pocket" },
      { serviceType: "Mesh Pocket", position: "FO", pocketPreference: "High Pocket" },
      [],
    ],
    [
      "a service no longer offered: empty, with a message",
      { serviceType: "Old Pocket", headType: "Mark 2A" },
      { serviceType: "", headType: "Mark 2A" },
      ['The service "Old Pocket" is no longer offered: please choose a service.'],
    ],
    [
      "options no longer listed: empty, with a message each",
      { position: "Rover", pocketPreference: "Deep", meshOption: "Our mesh", stringOption: "Gold" },
      { position: "", pocketPreference: "", meshOption: "", stringOption: "" },
      [
        '"Rover" is no longer one of our positions: please choose one.',
        '"Deep" is no longer one of our pockets: please choose one.',
        '"Our mesh" is no longer one of our mesh options: please choose one.',
        '"Gold" is no longer one of our string options: please choose one.',
      ],
    ],
    [
      "never a contact or address field, nor one the form does not have",
      { firstName: "Ada", customerEmail: "a@b.c", shippingAddress: "1 Main", stringerNotes: "x", emailOptIn: "true", sidewallColor: "Red", headColor: "Red" },
      { headColor: "Red" },
      [],
    ],
  ])("%s", (_, fields, values, problems) => {
    expect(orderAgainPrefill(fields, OFFERED)).toEqual({ values, problems });
  });

  it("with no service offered at all, says so for the service", () => {
    expect(orderAgainPrefill({ serviceType: "Mesh Pocket" }, []).problems).toEqual([
      'The service "Mesh Pocket" is no longer offered: please choose a service.',
    ]);
  });

  it("counts every contact and address field of the form as personal, and no pocket field", () => {
    const pocket = ["headType", "headColor", "position", "serviceType", "meshOption", "stringOption", "pocketPreference"];
    expect(ORDER_FIELDS.filter((field) => !isPersonalField(field))).toEqual(pocket);
  });
});
