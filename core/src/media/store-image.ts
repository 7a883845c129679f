import type { ImageNormalizer, ImageRefusal } from "../ports/image-normalizer.port.ts";
import type { ObjectStore, StoredObject } from "../ports/object-store.port.ts";
import type { DomainError } from "../shared/errors.ts";
import { HEIC_CONVERSION_FAILED, TOO_MANY_PIXELS } from "../shared/image-limits.ts";
import { err, ok, type Result } from "../shared/result.ts";

export type ImageRefused = Extract<DomainError, { kind: "unsupported_media_type" | "too_many_pixels" }>;

export type StoreImageDeps = { images: ImageNormalizer; objects: ObjectStore };

const refusal = (reason: ImageRefusal, notAnImage: string): ImageRefused =>
  reason === "too-many-pixels"
    ? { kind: "too_many_pixels", message: TOO_MANY_PIXELS }
    : { kind: "unsupported_media_type", message: reason === "heic-conversion-failed" ? HEIC_CONVERSION_FAILED : notAnImage };

/**
 * The one image check, for admin uploads and pocket images alike: the bytes
 * are decoded to prove them an image (never judged by a name or a claimed
 * type), and what is stored is the normaliser's fresh encoding, without
 * metadata. `notAnImage` is the caller's wording of the refusal.
 */
export const storeImage =
  (deps: StoreImageDeps) =>
  async (bytes: Uint8Array, notAnImage: string): Promise<Result<StoredObject, ImageRefused>> => {
    const check = await deps.images.normalize(bytes);
    if (!check.ok) return err(refusal(check.reason, notAnImage));
    return ok(await deps.objects.put(check.image.bytes, check.image.contentType, check.image.extension));
  };
