import { describe, expect, it } from "vitest";
import { fieldErrors } from "../testing/field-errors.ts";
import { CONTENT_SECTIONS, contentSectionCreateSchema, contentSectionUpdateSchema, isImageSection, missingContentErrors } from "./content-section.ts";

describe("content section schema", () => {
  it("defaults visible to true and stores empty optional fields as null", () => {
    expect(contentSectionCreateSchema.parse({ section: "tagline", title: " Strung right ", content: "", imageUrl: "" })).toEqual({
      section: "tagline",
      title: "Strung right",
      content: null,
      imageUrl: null,
      visible: true,
    });
  });

  it("requires a section name made for a URL path", () => {
    expect(fieldErrors(contentSectionCreateSchema, { title: "T" })).toEqual({ section: "Section is required" });
    expect(fieldErrors(contentSectionCreateSchema, { section: "  ", title: "T" })).toEqual({ section: "Section is required" });
    expect(fieldErrors(contentSectionCreateSchema, { section: "Hero Heading", title: "T" })).toEqual({
      section: "Section may contain only lowercase letters, digits, dashes and underscores",
    });
  });

  it("refuses a section with nothing in it, with the form's two messages", () => {
    expect(fieldErrors(contentSectionCreateSchema, { section: "tagline" })).toEqual({ title: "Title is required", content: "Content is required" });
    expect(fieldErrors(contentSectionCreateSchema, { section: "tagline", title: "  ", content: "" })).toEqual({
      title: "Title is required",
      content: "Content is required",
    });
  });

  it("saves a title-only, content-only or image-only section (every named section is savable)", () => {
    expect(fieldErrors(contentSectionCreateSchema, { section: "about-heading", title: "About us" })).toBeNull();
    expect(fieldErrors(contentSectionCreateSchema, { section: "about-content", content: "Our philosophy" })).toBeNull();
    expect(fieldErrors(contentSectionCreateSchema, { section: "founder-image", imageUrl: "/objects/founder.jpg" })).toBeNull();
    for (const section of CONTENT_SECTIONS) {
      const body = isImageSection(section) ? { section, imageUrl: "/images/about.svg" } : { section, content: "Some text" };
      expect(fieldErrors(contentSectionCreateSchema, body), section).toBeNull();
    }
  });

  it("takes the generic form's heading as the title", () => {
    expect(contentSectionCreateSchema.parse({ section: "tagline", heading: "Strung right", content: "x" })).toMatchObject({ title: "Strung right" });
    expect(contentSectionUpdateSchema.parse({ heading: "New" })).toEqual({ title: "New" });
  });

  it("refuses script and foreign-scheme image URLs", () => {
    expect(fieldErrors(contentSectionCreateSchema, { section: "founder-image", imageUrl: "javascript:alert(1)" })).toEqual({
      imageUrl: "Image must be a web address (http or https) or an uploaded image",
    });
  });

  it("updates partially: a visibility toggle is only the flag", () => {
    expect(contentSectionUpdateSchema.parse({ visible: false })).toEqual({ visible: false });
    expect(contentSectionUpdateSchema.parse({})).toEqual({});
    expect(fieldErrors(contentSectionUpdateSchema, { visible: "no" })).toEqual({ visible: "Visible must be true or false" });
    expect(fieldErrors(contentSectionUpdateSchema, null)).toEqual({ "(body)": "Request body must be a JSON object" });
  });
});

describe("missing content", () => {
  it("is satisfied by any one of title, content or image", () => {
    expect(missingContentErrors({ title: "T" })).toBeNull();
    expect(missingContentErrors({ content: "C" })).toBeNull();
    expect(missingContentErrors({ imageUrl: "/x.png" })).toBeNull();
    expect(missingContentErrors({ title: " ", content: null, imageUrl: null })).toEqual({ title: "Title is required", content: "Content is required" });
  });
});

describe("image sections", () => {
  it("are those whose name contains image, plus stringmaster-pro", () => {
    expect(isImageSection("founder-image")).toBe(true);
    expect(isImageSection("hero-image-mobile")).toBe(true);
    expect(isImageSection("stringmaster-pro")).toBe(true);
    expect(isImageSection("hero-heading")).toBe(false);
    expect(isImageSection("about-content")).toBe(false);
    expect(CONTENT_SECTIONS.filter(isImageSection)).toEqual(["founder-image", "stringmaster-pro"]);
  });

  it("names the fifteen sections of the admin spec", () => {
    expect(CONTENT_SECTIONS).toHaveLength(15);
    expect(new Set(CONTENT_SECTIONS).size).toBe(15);
  });
});
