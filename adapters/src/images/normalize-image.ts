import { createRequire } from "node:module";
import { fileTypeFromBuffer } from "file-type";

/** Images a browser shows, by the type their bytes reveal, with the extension they are stored under. */
const SHOWABLE: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
};
const HEIF = new Set(["image/heic", "image/heif", "image/heic-sequence", "image/heif-sequence"]);
/** The cropper's JPEG quality (admin spec §9), used for HEIC conversions too. */
const JPEG_QUALITY = 0.9;

export type StorableImage = { bytes: Uint8Array; contentType: string; extension: string };
export type ImageCheck = { ok: true; image: StorableImage } | { ok: false; reason: "not-an-image" | "heic-conversion-failed" };

type HeicConvert = (options: { buffer: Uint8Array; format: "JPEG" | "PNG"; quality?: number }) => Promise<ArrayBuffer | Uint8Array>;
let heicConvert: HeicConvert | undefined;
// heic-convert is CommonJS without types; loaded on first HEIC only (it brings a wasm decoder).
const loadHeicConvert = () => (heicConvert ??= createRequire(import.meta.url)("heic-convert") as HeicConvert);

/**
 * Decides from the bytes, never from a name or a client's content type,
 * whether an upload is an image; HEIC/HEIF (iPhone photos) become JPEG so
 * every browser can show them.
 */
export async function normalizeImage(bytes: Uint8Array): Promise<ImageCheck> {
  const detected = await fileTypeFromBuffer(bytes);
  if (!detected) return { ok: false, reason: "not-an-image" };
  const extension = SHOWABLE[detected.mime];
  if (extension) return { ok: true, image: { bytes, contentType: detected.mime, extension } };
  if (!HEIF.has(detected.mime)) return { ok: false, reason: "not-an-image" };
  try {
    const jpeg = await loadHeicConvert()({ buffer: bytes, format: "JPEG", quality: JPEG_QUALITY });
    return { ok: true, image: { bytes: new Uint8Array(jpeg), contentType: "image/jpeg", extension: "jpg" } };
  } catch {
    return { ok: false, reason: "heic-conversion-failed" };
  }
}
