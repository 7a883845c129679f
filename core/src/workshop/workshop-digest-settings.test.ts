import { describe, expect, it } from "vitest";
import { workshopDigestSettingsSchema } from "./workshop-digest-settings.ts";

const errorsOf = (input: unknown) => {
  const result = workshopDigestSettingsSchema.safeParse(input);
  return result.success ? null : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join(".") || "(body)", issue.message]));
};

describe("workshop digest settings", () => {
  it("defaults to off at 7 to the owner's address", () => {
    expect(workshopDigestSettingsSchema.parse({})).toEqual({ enabled: false, hour: 7, to: null });
  });

  it("keeps a chosen address lower-cased, and reads an empty one as the owner's", () => {
    expect(workshopDigestSettingsSchema.parse({ enabled: true, hour: 0, to: " Owner@Shop.Example " })).toEqual({
      enabled: true,
      hour: 0,
      to: "owner@shop.example",
    });
    expect(workshopDigestSettingsSchema.parse({ enabled: true, hour: 23, to: "  " }).to).toBeNull();
  });

  it.each([
    [{ hour: 24 }, { hour: "Hour must be a whole hour from 0 to 23" }],
    [{ hour: -1 }, { hour: "Hour must be a whole hour from 0 to 23" }],
    [{ hour: 7.5 }, { hour: "Hour must be a whole hour from 0 to 23" }],
    [{ hour: "7" }, { hour: "Hour must be a whole hour from 0 to 23" }],
    [{ enabled: "yes" }, { enabled: "Enabled must be true or false" }],
    [{ to: "not an address" }, { to: "Please enter a valid email address" }],
    [{ enabled: true, extra: 1 }, { "(body)": "Unknown field: extra" }],
  ])("refuses %j", (input, errors) => {
    expect(errorsOf(input)).toEqual(errors);
  });
});
