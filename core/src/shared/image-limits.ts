/**
 * The largest image decoded, counting every frame: 8192 × 8192 holds the
 * default photo of every phone camera (48 and 50 megapixels included) and
 * keeps a decompression bomb from taking the server's memory.
 */
export const MAX_IMAGE_PIXELS = 8192 * 8192;

export const TOO_MANY_PIXELS = "Image dimensions too large (at most 64 megapixels)";
export const HEIC_CONVERSION_FAILED = "Failed to process HEIC file";
