import { describe, expect, it } from "vitest";
import { InMemoryContent } from "../testing/in-memory-catalogue.ts";
import { updateContentSection } from "./update-content-section.ts";

async function setUp() {
  const content = new InMemoryContent();
  const created = await content.create({ section: "about-heading", title: "About us", visible: true });
  if (!created.ok) throw new Error("seed failed");
  return { content, id: created.value.id, update: updateContentSection({ content }) };
}

describe("updating a content section", () => {
  it("changes only the fields sent", async () => {
    const { update, id } = await setUp();
    const result = await update(id, { visible: false });
    expect(result).toMatchObject({ ok: true, value: { title: "About us", visible: false } });
  });

  it("refuses to leave the section empty, with the form's messages", async () => {
    const { update, id, content } = await setUp();
    expect(await update(id, { title: null })).toEqual({
      ok: false,
      error: { kind: "invalid", message: "Title is required", errors: { title: "Title is required", content: "Content is required" } },
    });
    expect((await content.findById(id))?.title).toBe("About us");
    expect(await update(id, { title: null, content: "Now it has text" })).toMatchObject({ ok: true, value: { title: null, content: "Now it has text" } });
  });

  it("answers not_found for an unknown id and conflict for a taken name", async () => {
    const { update, id, content } = await setUp();
    expect(await update(999, { title: "x" })).toEqual({ ok: false, error: { kind: "not_found", message: "Content section not found" } });
    await content.create({ section: "tagline", content: "Strung right", visible: true });
    expect(await update(id, { section: "tagline" })).toMatchObject({ ok: false, error: { kind: "conflict" } });
  });
});
