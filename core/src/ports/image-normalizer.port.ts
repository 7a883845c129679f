/** Bytes ready for the object store: decoded, re-encoded, without metadata. */
export type StorableImage = { bytes: Uint8Array; contentType: string; extension: string };

export type ImageRefusal = "not-an-image" | "heic-conversion-failed" | "too-many-pixels";

export type ImageCheck = { ok: true; image: StorableImage } | { ok: false; reason: ImageRefusal };

/**
 * Proves that uploaded bytes are an image by decoding them, and gives back
 * what may be served to anyone: the same kind of image (HEIC becomes JPEG)
 * with no location, comments or other metadata left in it.
 */
export interface ImageNormalizer {
  normalize(bytes: Uint8Array): Promise<ImageCheck>;
}
