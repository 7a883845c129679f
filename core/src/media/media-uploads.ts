import type { Clock } from "../ports/clock.port.ts";
import type { ImageNormalizer } from "../ports/image-normalizer.port.ts";
import type { ObjectStore } from "../ports/object-store.port.ts";
import type { UploadTickets } from "../ports/upload-tickets.port.ts";
import type { UrlSigner } from "../ports/url-signer.port.ts";
import { conflict, invalid, type DomainError } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { storeImage } from "./store-image.ts";
import { MAX_UPLOAD_BYTES, UPLOAD_URL_LIFETIME_MS, randomUploadId, signedUploadData, uploadIdOf, uploadPath } from "./upload-url.ts";

export type MediaUploadsDeps = {
  objects: ObjectStore;
  tickets: UploadTickets;
  images: ImageNormalizer;
  signer: UrlSigner;
  clock: Clock;
  newUploadId?: () => string;
};

export const UPLOAD_NOT_AN_IMAGE = "Only image files can be uploaded";
const ALREADY_USED = "This upload URL has already been used";
const NOT_AN_UPLOAD = "imageURL must be an upload URL from POST /api/objects/upload, used to upload an image";

const tooLarge = (): DomainError => ({ kind: "too_large", message: "Request body too large" });
const forbidden = (message: string): DomainError => ({ kind: "forbidden", message });

/**
 * Admin image uploads, as the cropper does them in three steps: `issue` a
 * signed PUT URL (our own, valid 15 minutes), `complete` it by storing the
 * image PUT to it (each URL once), then `claim` the object's stable public
 * path with that URL. `upload` stores an image in one go (the multipart form,
 * used for HEIC). Every image passes the one image check.
 */
export function mediaUploads(deps: MediaUploadsDeps) {
  const store = storeImage(deps);
  const storeUpload = async (bytes: Uint8Array) => (bytes.byteLength > MAX_UPLOAD_BYTES ? err(tooLarge()) : store(bytes, UPLOAD_NOT_AN_IMAGE));

  return {
    async issue(): Promise<{ uploadURL: string }> {
      const id = (deps.newUploadId ?? randomUploadId)();
      const expires = String(deps.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
      const signature = await deps.signer.sign(signedUploadData(id, expires));
      return { uploadURL: uploadPath(id, { expires, signature }) };
    },

    /** The body is read only once the URL is known good. */
    async complete(upload: { id: string; expires: string; signature: string; body: () => Promise<Uint8Array> }): Promise<Result<{ objectPath: string }>> {
      if (!(await deps.signer.verify(signedUploadData(upload.id, upload.expires), upload.signature))) return err(forbidden("Invalid upload signature"));
      if (Number(upload.expires) <= deps.clock.now().getTime()) return err(forbidden("This upload URL has expired"));
      if (await deps.tickets.find(upload.id)) return err(conflict(ALREADY_USED));
      const stored = await storeUpload(await upload.body());
      if (!stored.ok) return stored;
      if (!(await deps.tickets.complete(upload.id, stored.value))) {
        // Another request completed the same URL meanwhile: keep only its object.
        await deps.objects.delete(stored.value.key);
        return err(conflict(ALREADY_USED));
      }
      return ok({ objectPath: stored.value.publicPath });
    },

    async claim(uploadUrl: string): Promise<Result<{ objectPath: string }>> {
      const id = uploadIdOf(uploadUrl);
      const uploaded = id ? await deps.tickets.find(id) : null;
      return uploaded ? ok({ objectPath: uploaded.publicPath }) : err(invalid(NOT_AN_UPLOAD));
    },

    async upload(bytes: Uint8Array): Promise<Result<{ imageUrl: string }>> {
      const stored = await storeUpload(bytes);
      return stored.ok ? ok({ imageUrl: stored.value.publicPath }) : stored;
    },
  };
}

export type MediaUploads = ReturnType<typeof mediaUploads>;
