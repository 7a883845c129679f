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
    expect(orderAgainPrefill(fields, OFFERED)).toEqual({ values, pocket: null, problems });
  });

  it("takes the pocket in detail from its short parameters, shooters top to bottom, each choice matched to today's options", () => {
    const fields = {
      headColor: "Red",
      mesh: "StringKing 4S",
      dia: "11",
      side: "Red",
      top: "White",
      s2: "V.hockey_lace.Blue.dots",
      s1: "straight",
      chan: "slight",
      whip: "Low whip",
    };
    expect(orderAgainPrefill(fields, OFFERED)).toEqual({
      values: { headColor: "Red" },
      pocket: {
        meshBrand: "StringKing 4S",
        diamonds: "11",
        sidewallColor: "Red",
        topStringColor: "White",
        shooters: [
          { style: "straight", material: "", color: "" },
          { style: "v", material: "hockey_lace", color: "Blue.dots" },
        ],
        channel: "slight",
        whip: "low",
      },
      problems: [],
    });
  });

  it("leaves a pocket part it no longer offers blank, or a shooter of an unknown style out, with a message each", () => {
    const { pocket, problems } = orderAgainPrefill({ s1: "zigzag.nylon", s2: "u.silk.Red", chan: "extreme" }, OFFERED);
    expect(pocket?.shooters).toEqual([{ style: "u", material: "", color: "Red" }]);
    expect(pocket?.channel).toBe("");
    expect(problems).toEqual([
      '"zigzag" is not one of our shooter styles: please choose again, or leave it to the stringer.',
      '"silk" is not one of our shooter materials: please choose again, or leave it to the stringer.',
      '"extreme" is not one of our channels: please choose again, or leave it to the stringer.',
    ]);
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
