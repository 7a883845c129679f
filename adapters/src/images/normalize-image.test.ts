import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { normalizeImage } from "./normalize-image.ts";
import { SAMPLE_GPS, SAMPLE_HEIC, jpegClaimingSize, sampleAnimatedGif, samplePhotoJpeg, samplePng, withPngText } from "./sample-images.ts";

const text = (value: string) => new TextEncoder().encode(value);
const contains = (bytes: Uint8Array, value: string) => Buffer.from(bytes).includes(value);

async function accepted(bytes: Uint8Array) {
  const result = await normalizeImage(bytes);
  if (!result.ok) throw new Error(`refused: ${result.reason}`);
  return result.image;
}

describe("normalizeImage", () => {
  it("accepts a PNG by decoding it and writes it back as a PNG of the same pixels", async () => {
    const png = samplePng(6, 4);
    const image = await accepted(png);
    expect(image).toMatchObject({ contentType: "image/png", extension: "png" });
    const [before, after] = await Promise.all([sharp(png).raw().toBuffer(), sharp(image.bytes).raw().toBuffer()]);
    expect(after).toEqual(before);
  });

  it("refuses text, empty input and other non-image bytes", async () => {
    for (const bytes of [text("just some text, named photo.jpg"), new Uint8Array(0), text("%PDF-1.4\n%…")]) {
      expect(await normalizeImage(bytes)).toEqual({ ok: false, reason: "not-an-image" });
    }
  });

  it("refuses bytes that only begin like an image", async () => {
    const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
    for (const bytes of [
      text("GIF89a<script>alert(document.cookie)</script>"),
      Uint8Array.from([...pngSignature, ...text("junk that is no chunk at all <script>alert(1)</script>")]),
      Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, ...text("<html><script>alert(1)</script>")]),
    ]) {
      expect(await normalizeImage(bytes)).toEqual({ ok: false, reason: "not-an-image" });
    }
  });

  it("refuses formats a browser should not get from us, SVG and TIFF included", async () => {
    const svg = text("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'><script>alert(1)</script></svg>");
    const tiff = new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#ff0000" } })
        .tiff()
        .toBuffer(),
    );
    for (const bytes of [svg, tiff]) expect(await normalizeImage(bytes)).toEqual({ ok: false, reason: "not-an-image" });
  });

  it("strips a phone photo's EXIF (GPS included) and XMP after turning it the way the EXIF said", async () => {
    const photo = await samplePhotoJpeg(30, 20, 6);
    const sent = await sharp(photo).metadata();
    expect(sent).toMatchObject({ width: 30, height: 20, orientation: 6 });
    expect(sent.exif).toBeDefined();
    expect(sent.xmp).toBeDefined();

    const image = await accepted(photo);
    expect(image).toMatchObject({ contentType: "image/jpeg", extension: "jpg" });
    const stored = await sharp(image.bytes).metadata();
    expect(stored).toMatchObject({ format: "jpeg", width: 20, height: 30 });
    expect(stored.orientation).toBeUndefined();
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(contains(image.bytes, SAMPLE_GPS.description)).toBe(false);
  });

  it("drops whatever was appended to a real image", async () => {
    const photo = await samplePhotoJpeg(8, 8);
    const image = await accepted(Uint8Array.from([...photo, ...text("<script>alert(1)</script>")]));
    expect(contains(image.bytes, "<script>")).toBe(false);
  });

  it("drops a PNG's text chunks", async () => {
    const png = withPngText(samplePng(), "Comment", "Casey, 40.4461 N 79.9822 W");
    expect((await sharp(png).metadata()).comments).toHaveLength(1);
    const image = await accepted(png);
    expect(image.contentType).toBe("image/png");
    expect((await sharp(image.bytes).metadata()).comments).toBeUndefined();
    expect(contains(image.bytes, "tEXt")).toBe(false);
  });

  it("keeps every frame of an animated GIF and its timing", async () => {
    const image = await accepted(await sampleAnimatedGif(3));
    expect(image).toMatchObject({ contentType: "image/gif", extension: "gif" });
    expect(await sharp(image.bytes, { animated: true }).metadata()).toMatchObject({ pages: 3, width: 10, pageHeight: 8, delay: [100, 100, 100], loop: 0 });
  });

  it("keeps WebP and AVIF as they are", async () => {
    const source = () => sharp({ create: { width: 4, height: 4, channels: 3, background: "#00ff00" } });
    expect(await accepted(new Uint8Array(await source().webp().toBuffer()))).toMatchObject({ contentType: "image/webp", extension: "webp" });
    expect(await accepted(new Uint8Array(await source().avif().toBuffer()))).toMatchObject({ contentType: "image/avif", extension: "avif" });
  });

  it("refuses an image whose header claims more than 64 megapixels, before decoding it", async () => {
    for (const [width, height] of [
      [60_000, 60_000],
      [8193, 8192],
    ] as const) {
      expect(await normalizeImage(await jpegClaimingSize(width, height))).toEqual({ ok: false, reason: "too-many-pixels" });
    }
  });

  it("converts a real HEIC to JPEG", async () => {
    expect((await fileTypeFromBuffer(SAMPLE_HEIC))?.mime).toBe("image/heic");
    const image = await accepted(SAMPLE_HEIC);
    expect(image).toMatchObject({ contentType: "image/jpeg", extension: "jpg" });
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: "jpeg", width: 16, height: 16 });
  });

  it("reports a HEIC it cannot decode", async () => {
    expect(await normalizeImage(SAMPLE_HEIC.slice(0, 120))).toEqual({ ok: false, reason: "heic-conversion-failed" });
  });
});
