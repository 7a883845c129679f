import type { ImageCheck, ImageNormalizer } from "../ports/image-normalizer.port.ts";

const SIGNATURES: [number[], string, string][] = [
  [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], "image/png", "png"],
  [[0xff, 0xd8, 0xff], "image/jpeg", "jpg"],
  [[0x47, 0x49, 0x46, 0x38], "image/gif", "gif"],
];

/**
 * ImageNormalizer fake for core tests: hands back bytes that begin like a
 * PNG, JPEG or GIF unchanged and refuses the rest, or answers as told.
 * Real decoding is the sharp adapter's, tested beside it.
 */
export function fakeImageNormalizer(answer?: (bytes: Uint8Array) => ImageCheck): ImageNormalizer {
  return {
    async normalize(bytes) {
      if (answer) return answer(bytes);
      const match = SIGNATURES.find(([signature]) => signature.every((byte, index) => bytes[index] === byte));
      return match ? { ok: true, image: { bytes, contentType: match[1], extension: match[2] } } : { ok: false, reason: "not-an-image" };
    },
  };
}
