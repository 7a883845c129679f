import { describe, expect, it } from "vitest";
import { MESH_OPTIONS, NEED_STRINGS, STRING_OPTIONS } from "@stringing/core/orders/order-form";
import { fieldChoices, ruleSentence } from "./material-rule-text.ts";

describe("a materials rule in words", () => {
  it("names the service, or the option the order form offered, and what it takes", () => {
    expect(ruleSentence({ field: "serviceName", equals: "Mesh Pocket", quantity: 1 }, "Hero 3.0 mesh")).toBe("Mesh Pocket (service) → 1 × Hero 3.0 mesh");
    expect(ruleSentence({ field: "stringOption", equals: NEED_STRINGS, quantity: 2 }, "string kit")).toBe(`strings: ${NEED_STRINGS} → 2 × string kit`);
    expect(ruleSentence({ field: "headType", equals: "STX Hammer", quantity: 1 }, "sidewall")).toBe("head: STX Hammer → 1 × sidewall");
  });

  it("offers the services, the form's own lists, and no list for a head typed by the customer", () => {
    expect(fieldChoices("serviceName", ["Mesh Pocket"])).toEqual(["Mesh Pocket"]);
    expect(fieldChoices("meshOption", [])).toEqual(MESH_OPTIONS);
    expect(fieldChoices("stringOption", [])).toEqual(STRING_OPTIONS);
    expect(fieldChoices("headType", ["Mesh Pocket"])).toBeNull();
  });
});
