import { describe, expect, it } from "vitest";
import { CONTENT_SECTIONS } from "@stringing/core/content/content-section";
import { CONTENT_CARDS, isImageField } from "./content-cards.ts";

const fields = CONTENT_CARDS.flatMap((card) => card.fields);

describe("the section manager's cards", () => {
  it("edit every named section of the admin spec, and the Shop Now address", () => {
    const edited = new Set(fields.map((field) => field.section));
    expect([...CONTENT_SECTIONS, "shop-url"].filter((section) => !edited.has(section))).toEqual([]);
  });

  it("give the hero pictures, the stringer's and the founder's photos the image field, and text sections none", () => {
    expect(fields.filter(isImageField).map((field) => field.section)).toEqual(["hero-heading", "hero-image-mobile", "stringmaster-pro", "founder-image"]);
  });

  it("name every field once per card", () => {
    for (const card of CONTENT_CARDS) expect(new Set(card.fields.map((f) => f.label)).size, card.id).toBe(card.fields.length);
  });
});
