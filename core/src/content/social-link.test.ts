import { describe, expect, it } from "vitest";
import { fieldErrors } from "../testing/field-errors.ts";
import { SOCIAL_PLATFORMS, socialLinkCreateSchema, socialLinkUpdateSchema } from "./social-link.ts";

describe("social link schema", () => {
  it("stores the platform lowercase and defaults order and visibility", () => {
    expect(socialLinkCreateSchema.parse({ platform: "Instagram", url: "https://instagram.com/stringmaster" })).toEqual({
      platform: "instagram",
      url: "https://instagram.com/stringmaster",
      order: 0,
      visible: true,
    });
    expect(SOCIAL_PLATFORMS.map((p) => p.value)).toEqual(SOCIAL_PLATFORMS.map((p) => p.label.toLowerCase()));
  });

  it("requires a platform and a valid URL", () => {
    expect(fieldErrors(socialLinkCreateSchema, {})).toEqual({ platform: "Platform is required", url: "Must be a valid URL" });
    expect(fieldErrors(socialLinkCreateSchema, { platform: "x", url: "not a url" })).toEqual({ url: "Must be a valid URL" });
  });

  it("refuses javascript: and other non-web links", () => {
    for (const url of ["javascript:alert(document.cookie)", "data:text/html,hi", "ftp://example.com"]) {
      expect(fieldErrors(socialLinkCreateSchema, { platform: "other", url }), url).toEqual({ url: "Must be a valid URL" });
    }
  });

  it("maps the form's displayOrder onto order", () => {
    expect(socialLinkCreateSchema.parse({ platform: "facebook", url: "https://facebook.com/x", displayOrder: 2 }).order).toBe(2);
    expect(fieldErrors(socialLinkCreateSchema, { platform: "facebook", url: "https://facebook.com/x", displayOrder: -1 })).toEqual({
      order: "Order must be at least 0",
    });
  });

  it("updates partially", () => {
    expect(socialLinkUpdateSchema.parse({ visible: false })).toEqual({ visible: false });
  });
});
