import { createRequire } from "node:module";
import { fileTypeFromBuffer } from "file-type";
import type { Metadata, Sharp } from "sharp";
import type { ImageCheck, ImageNormalizer, ImageRefusal } from "@stringing/core/ports/image-normalizer.port";
import { MAX_IMAGE_PIXELS } from "@stringing/core/shared/image-limits";

type Output = { contentType: string; extension: string; encode: (image: Sharp, header: Metadata) => Sharp };

/** The cropper's JPEG quality (docs/rules/admin.md, Image fields), for every JPEG written. */
const JPEG_QUALITY = 90;
const JPEG: Output = { contentType: "image/jpeg", extension: "jpg", encode: (image) => image.jpeg({ quality: JPEG_QUALITY, mozjpeg: true }) };

/**
 * The formats a browser shows, each written back as itself. sharp writes no
 * EXIF, XMP, IPTC or comments unless asked to, and converts to sRGB.
 */
const OUTPUTS: Record<string, Output> = {
  jpeg: JPEG,
  png: { contentType: "image/png", extension: "png", encode: (image, header) => image.png({ palette: header.isPalette }) },
  gif: { contentType: "image/gif", extension: "gif", encode: (image) => image.gif() },
  webp: { contentType: "image/webp", extension: "webp", encode: (image) => image.webp({ quality: JPEG_QUALITY }) },
  // aom's default effort takes tens of seconds for a phone photo; 2 is a few.
  avif: { contentType: "image/avif", extension: "avif", encode: (image) => image.avif({ quality: 70, effort: 2 }) },
};
const HEIF = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);

type HeicConvert = (options: { buffer: Uint8Array; format: "JPEG" | "PNG"; quality?: number }) => Promise<ArrayBuffer | Uint8Array>;
let heicConvert: HeicConvert | undefined;
// heic-convert is CommonJS without types; loaded on first HEIC only (it brings a wasm decoder).
// sharp's prebuilt libvips reads HEIC headers but has no HEVC decoder.
const loadHeicConvert = () => (heicConvert ??= createRequire(import.meta.url)("heic-convert") as HeicConvert);

const refuse = (reason: ImageRefusal): ImageCheck => ({ ok: false, reason });

// sharp (libvips) loads with the first image, not with the server: ~25 MB and ~60 ms a start need not spend.
type SharpFactory = typeof import("sharp").default;
let sharpModule: Promise<SharpFactory> | undefined;
const loadSharp = () => (sharpModule ??= import("sharp").then((module) => module.default as SharpFactory));

/** `animated` makes every frame count, so `height` is all frames stacked. */
const open = async (bytes: Uint8Array, limitInputPixels: number | false) => (await loadSharp())(bytes, { animated: true, limitInputPixels, failOn: "error" });

/** The header only: no pixels are decoded, so a bomb's size can be read safely. */
async function readHeader(bytes: Uint8Array): Promise<Metadata | null> {
  try {
    return await (await open(bytes, false)).metadata();
  } catch {
    return null;
  }
}

const formatOf = (header: Metadata) => (header.format === "heif" ? (header.compression === "av1" ? "avif" : "heic") : header.format);

const tooManyPixels = (header: Metadata) => header.width * header.height > MAX_IMAGE_PIXELS;

/** Decodes every pixel, applies the EXIF orientation (lost with the EXIF otherwise) and encodes afresh. */
async function reencode(bytes: Uint8Array, header: Metadata, output: Output): Promise<ImageCheck> {
  try {
    const image = output.encode((await open(bytes, MAX_IMAGE_PIXELS)).autoOrient(), header);
    const encoded = await (output === JPEG ? image.flatten({ background: "#ffffff" }) : image).toBuffer();
    return { ok: true, image: { bytes: new Uint8Array(encoded), contentType: output.contentType, extension: output.extension } };
  } catch (error) {
    // The header check already refuses these; the decoder's own limit is the backstop.
    return refuse(error instanceof Error && /pixel limit/i.test(error.message) ? "too-many-pixels" : "not-an-image");
  }
}

async function fromHeif(bytes: Uint8Array): Promise<ImageCheck> {
  const header = await readHeader(bytes);
  if (!header) return refuse("heic-conversion-failed");
  if (tooManyPixels(header)) return refuse("too-many-pixels");
  let png: Uint8Array;
  try {
    // PNG in between, so the final JPEG is the only lossy step.
    png = new Uint8Array(await loadHeicConvert()({ buffer: bytes, format: "PNG" }));
  } catch {
    return refuse("heic-conversion-failed");
  }
  const pngHeader = await readHeader(png);
  const result = pngHeader ? await reencode(png, pngHeader, JPEG) : refuse("heic-conversion-failed");
  return result.ok ? result : refuse("heic-conversion-failed");
}

/**
 * Decides by decoding, never from a name, a client's content type or the
 * first bytes alone, whether an upload is an image, and gives back a fresh
 * encoding of its pixels: no EXIF location, comments or anything else
 * appended survives. HEIC/HEIF (iPhone photos) become JPEG so every browser
 * can show them.
 */
export async function normalizeImage(bytes: Uint8Array): Promise<ImageCheck> {
  const sniffed = await fileTypeFromBuffer(bytes);
  if (sniffed && HEIF.has(sniffed.mime)) return fromHeif(bytes);
  const header = await readHeader(bytes);
  if (header && formatOf(header) === "heic") return fromHeif(bytes);
  const output = header ? OUTPUTS[formatOf(header)] : undefined;
  if (!header || !output) return refuse("not-an-image");
  if (tooManyPixels(header)) return refuse("too-many-pixels");
  return reencode(bytes, header, output);
}

export const sharpImageNormalizer: ImageNormalizer = { normalize: normalizeImage };
