import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./api-request.ts";
import { schemaResolver, showServerErrors } from "./schema-form.ts";

const schema = z.object({
  title: z.string().trim().min(1, "Title is required").max(5, "Too long"),
  order: z.number({ error: "Display order must be a number" }),
  tags: z.array(z.string().min(1, "Empty tag")),
  email: z.union([z.null(), z.string().trim().length(0), z.email("Not an address")], { error: "Please enter a valid email address" }),
});

type Values = { title: string; displayOrder: string; tags: string[]; email: string };

const resolve = (values: Values) =>
  schemaResolver<Values, typeof schema>(schema, {
    toInput: ({ displayOrder, ...rest }) => ({ ...rest, order: displayOrder.trim() === "" ? Number.NaN : Number(displayOrder) }),
    fieldNames: { order: "displayOrder" },
  })(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe("schemaResolver", () => {
  it("gives each field its first message, as the API words it: under the form's name, a list's under the list, a union's own", async () => {
    const { errors } = await resolve({ title: "", displayOrder: "x", tags: ["a", "", ""], email: "nope" });
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error?.message]))).toEqual({
      title: "Title is required",
      displayOrder: "Display order must be a number",
      tags: "Empty tag",
      email: "Please enter a valid email address",
    });
  });

  it("hands over the parsed values when they pass", async () => {
    expect(await resolve({ title: " Hi ", displayOrder: "2", tags: [], email: "" })).toEqual({
      errors: {},
      values: { title: "Hi", order: 2, tags: [], email: "" },
    });
  });
});

describe("showServerErrors", () => {
  it("puts each of the API's messages on its field, a list item's on its list, and names the fields in the form's order", () => {
    const refused = new ApiError(
      400,
      "Bad Request",
      JSON.stringify({ message: "Invalid", errors: { "tags.2": "Empty tag", title: "Too long", other: "Not ours" } }),
    );
    const set: Record<string, string | undefined> = {};
    const shown = showServerErrors<Values>(refused, ["title", "tags", "email"], (field, error) => {
      set[field] = error.message;
    });
    expect(shown).toEqual(["title", "tags"]);
    expect(set).toEqual({ title: "Too long", tags: "Empty tag" });
    expect(showServerErrors<Values>(new Error("offline"), ["title"], () => {})).toEqual([]);
  });
});
