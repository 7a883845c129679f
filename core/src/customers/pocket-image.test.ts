import { describe, expect, it } from "vitest";
import { MAX_POCKET_IMAGE_CHARS, pocketImageSchema, removePocketImageSchema } from "./pocket-image.ts";

const messageOf = (input: unknown) => pocketImageSchema.safeParse(input).error?.issues[0]?.message;

describe("pocket image schema", () => {
  it("accepts http(s) URLs, site paths and image data URLs, with a default title", () => {
    for (const imageUrl of ["https://example.com/p.jpg", "http://example.com/p", "/objects/abc.jpg", "data:image/png;base64,iVBORw0KGgo="]) {
      expect(pocketImageSchema.parse({ imageUrl })).toEqual({ imageUrl, title: "Pocket Image" });
    }
    expect(pocketImageSchema.parse({ imageUrl: "/x.png", title: "Side view" }).title).toBe("Side view");
  });

  it("requires an image URL", () => {
    expect(messageOf({})).toBe("Image URL required");
    expect(messageOf({ imageUrl: "  " })).toBe("Image URL required");
    expect(removePocketImageSchema.safeParse({}).error?.issues[0]?.message).toBe("Image URL required");
  });

  it("refuses images over 10,000,000 characters and other kinds of URL", () => {
    const tooLarge = `data:image/png;base64,${"A".repeat(MAX_POCKET_IMAGE_CHARS)}`;
    const issues = pocketImageSchema.safeParse({ imageUrl: tooLarge }).error?.issues ?? [];
    expect(issues.map((issue) => issue.message)).toEqual(["Image too large"]);
    for (const imageUrl of ["javascript:alert(1)", "//evil.example/x.png", "data:text/html;base64,PGI+", "ftp://x/y.png", "picture.png"]) {
      expect(messageOf({ imageUrl })).toBe("Image URL must be an http(s) URL, a site path or an image data URL");
    }
  });
});
