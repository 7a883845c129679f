import { describe, expect, it } from "vitest";
import { NEED_STRINGS, OWN_MESH, OWN_STRINGS, POSITION_OPTIONS } from "@stringing/core/orders/order-form";
import { POSITION_WORDS, recipeLines, termFor } from "./recipe-words.ts";

describe("the pocket in words", () => {
  it.each([
    [
      "a whole recipe, in the order people read a pocket",
      {
        stringOption: NEED_STRINGS,
        meshOption: OWN_MESH,
        pocketPreference: "Mid Pocket",
        position: "FO",
        headColor: "White",
        headType: "Mark 2A",
        serviceType: "Mesh Pocket",
      },
      [
        ["Service", "Mesh Pocket"],
        ["Head", "Mark 2A, White"],
        ["Position", "Face Off"],
        ["Pocket", "Mid Pocket"],
        ["Mesh", "Your own mesh"],
        ["Strings", "Ours, with a base white crosslace"],
      ],
    ],
    [
      "own strings; a head without its colour",
      { headType: "Mark 2A", stringOption: OWN_STRINGS },
      [
        ["Head", "Mark 2A"],
        ["Strings", "Your own strings"],
      ],
    ],
    [
      "a value the page has no words for, as it is",
      { position: "Rover", meshOption: "Hero 3.0" },
      [
        ["Position", "Rover"],
        ["Mesh", "Hero 3.0"],
      ],
    ],
    [
      "further details after, by their names; never contact or address; nothing empty or nested",
      { serviceType: "Mesh", sidewallColor: "Red", shooterCount: 3, customerEmail: "a@b.c", shippingCity: "Austin", whip: "", channel: { deep: true } },
      [
        ["Service", "Mesh"],
        ["Shooter count", "3"],
        ["Sidewall color", "Red"],
      ],
    ],
    ["nothing to say", { serviceType: null }, []],
  ])("%s", (_, recipe, lines) => {
    expect(recipeLines(recipe).map((line) => [line.term, line.value])).toEqual(lines);
  });

  it("words a field name as a term", () => {
    expect(termFor("topStringColor")).toBe("Top string color");
    expect(termFor("meshDiamonds")).toBe("Mesh diamonds");
  });

  it("labels every position as the order form does", () => {
    for (const option of POSITION_OPTIONS) expect(POSITION_WORDS[option.value] ?? option.value).toBe(option.label);
  });
});
