import { describe, expect, it } from "vitest";
import { MAX_POCKET_IMAGE_CHARS } from "@stringing/core/customers/pocket-image";
import { checkPocketImage, readFileAsDataUrl } from "./pocket-image-rules.ts";

describe("pocket image rules", () => {
  it("requires a URL or a file", () => {
    expect(checkPocketImage("   ")).toEqual({ ok: false, title: "Image URL required" });
  });

  it("refuses more than 10,000,000 characters, accepts exactly that many", () => {
    const prefix = "data:image/png;base64,";
    const atLimit = prefix + "A".repeat(MAX_POCKET_IMAGE_CHARS - prefix.length);
    expect(checkPocketImage(atLimit)).toEqual({ ok: true, imageUrl: atLimit });
    expect(checkPocketImage(`${atLimit}A`)).toEqual({ ok: false, title: "Image too large", description: "Maximum file size is 10MB" });
  });

  it("trims a URL", () => {
    expect(checkPocketImage(" https://example.com/p.jpg ")).toEqual({ ok: true, imageUrl: "https://example.com/p.jpg" });
  });

  it("reads a file as a data URL", async () => {
    const url = await readFileAsDataUrl(new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" }));
    expect(url).toBe("data:image/jpeg;base64,/9j/");
  });
});
