import { describe, expect, it } from "vitest";
import { InMemoryContent } from "../testing/in-memory-catalogue.ts";
import { contentSectionChangesSchema, saveContentSections } from "./save-content-sections.ts";

async function setUp() {
  const content = new InMemoryContent();
  const created = await content.create({ section: "about-heading", title: "About us", visible: true });
  if (!created.ok) throw new Error("seed failed");
  return { content, save: saveContentSections({ content }) };
}

describe("saving several content sections at once", () => {
  it("updates the sections that exist and creates the ones that do not", async () => {
    const { content, save } = await setUp();
    const result = await save([
      { section: "about-heading", title: "Who we are" },
      { section: "about-content", content: "Hand strung since 2009." },
    ]);
    expect(result).toMatchObject({
      ok: true,
      value: [
        { section: "about-heading", title: "Who we are" },
        { section: "about-content", visible: true },
      ],
    });
    expect(await content.findSection("about-heading")).toMatchObject({ title: "Who we are", visible: true });
    expect(await content.findSection("about-content")).toMatchObject({ content: "Hand strung since 2009.", title: null });
  });

  it("saves nothing when one change is refused", async () => {
    const { content, save } = await setUp();
    const result = await save([
      { section: "tagline", title: "Strung right" },
      { section: "about-heading", title: null },
    ]);
    expect(result).toEqual({
      ok: false,
      error: { kind: "invalid", message: "Title is required", errors: { title: "Title is required", content: "Content is required" } },
    });
    expect(await content.findSection("tagline")).toBeNull();
    expect((await content.findSection("about-heading"))?.title).toBe("About us");
  });

  it("refuses a new section with nothing in it, and a change that names no section", async () => {
    const { save } = await setUp();
    expect(await save([{ section: "mission-statement", content: null }])).toMatchObject({
      ok: false,
      error: { kind: "invalid", message: "Title is required" },
    });
    expect(await save([{ title: "Nameless" }])).toEqual({
      ok: false,
      error: { kind: "invalid", message: "Section is required", errors: { section: "Section is required" } },
    });
  });
});

describe("the body of PUT /api/content/sections", () => {
  it("takes a list of section changes with the section form's names, and refuses an empty one", () => {
    expect(contentSectionChangesSchema.parse({ sections: [{ section: "hero-heading", heading: "Hi" }] })).toEqual({
      sections: [{ section: "hero-heading", title: "Hi" }],
    });
    expect(contentSectionChangesSchema.safeParse({ sections: [] }).error?.issues[0]?.message).toBe("Nothing to save");
    expect(contentSectionChangesSchema.safeParse([]).success).toBe(false);
  });
});
