import { fileTypeFromBuffer } from "file-type";
import { describe, expect, it } from "vitest";
import { normalizeImage } from "./normalize-image.ts";
import { SAMPLE_HEIC, samplePng } from "./sample-images.ts";

describe("normalizeImage", () => {
  it("accepts a PNG by its bytes and keeps them as they are", async () => {
    const png = samplePng();
    expect(await normalizeImage(png)).toEqual({ ok: true, image: { bytes: png, contentType: "image/png", extension: "png" } });
  });

  it("refuses text, empty input and other non-image bytes", async () => {
    for (const bytes of [new TextEncoder().encode("just some text, named photo.jpg"), new Uint8Array(0), Uint8Array.from(Buffer.from("%PDF-1.4\n%…"))]) {
      expect(await normalizeImage(bytes)).toEqual({ ok: false, reason: "not-an-image" });
    }
  });

  it("converts a real HEIC to JPEG", async () => {
    expect((await fileTypeFromBuffer(SAMPLE_HEIC))?.mime).toBe("image/heic");
    const result = await normalizeImage(SAMPLE_HEIC);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.image.contentType).toBe("image/jpeg");
    expect(result.image.extension).toBe("jpg");
    expect((await fileTypeFromBuffer(result.image.bytes))?.mime).toBe("image/jpeg");
  });

  it("reports a HEIC it cannot decode", async () => {
    expect(await normalizeImage(SAMPLE_HEIC.slice(0, 120))).toEqual({ ok: false, reason: "heic-conversion-failed" });
  });
});
