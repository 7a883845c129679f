import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstIssuePerField, validateWith } from "./form-errors.ts";

const schema = z.object({
  title: z.string().min(1, "Title is required").max(5, "Too long"),
  order: z.number({ error: "Display order must be a number" }),
  tags: z.array(z.string().min(1, "Empty tag")),
});

describe("validateWith", () => {
  it("gives the first message of each field, under the form's names where they differ", () => {
    const checked = validateWith(schema, { title: "", order: "x", tags: ["a", "", ""] }, { order: "displayOrder" });
    expect(checked).toEqual({ ok: false, errors: { title: "Title is required", displayOrder: "Display order must be a number", tags: "Empty tag" } });
  });

  it("gives the parsed data and the values as given when they pass", () => {
    const values = { title: "Hi", order: 2, tags: [] };
    const checked = validateWith(
      schema.transform((v) => ({ ...v, title: v.title.toUpperCase() })),
      values,
    );
    expect(checked).toEqual({ ok: true, data: { title: "HI", order: 2, tags: [] }, input: values });
  });
});

describe("firstIssuePerField", () => {
  it("keeps the first issue of a field and files a whole-value issue under an empty name", () => {
    const result = z.string({ error: "Expected text" }).safeParse(1);
    expect(result.success ? {} : firstIssuePerField(result.error)).toEqual({ "": "Expected text" });
  });
});
