import { describe, expect, it } from "vitest";
import { z } from "zod";
import { firstIssuePerField } from "./form-errors.ts";

const schema = z.object({
  title: z.string().min(1, "Title is required").max(5, "Too long"),
  order: z.number({ error: "Display order must be a number" }),
  tags: z.array(z.string().min(1, "Empty tag")),
});

describe("firstIssuePerField", () => {
  it("gives the first message of each field, under the form's names where they differ", () => {
    const result = schema.safeParse({ title: "", order: "x", tags: ["a", "", ""] });
    expect(result.success ? {} : firstIssuePerField(result.error, { order: "displayOrder" })).toEqual({
      title: "Title is required",
      displayOrder: "Display order must be a number",
      tags: "Empty tag",
    });
  });

  it("keeps the first issue of a field and files a whole-value issue under an empty name", () => {
    const result = z.string({ error: "Expected text" }).safeParse(1);
    expect(result.success ? {} : firstIssuePerField(result.error)).toEqual({ "": "Expected text" });
  });
});
