import type { Clock } from "../ports/clock.port.ts";
import type { DirectUploads } from "../ports/direct-uploads.port.ts";
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
  /** Present when objects live in a bucket: the browser then PUTs straight to it. */
  direct?: DirectUploads | null | undefined;
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
 *
 * With a bucket (`direct`), the URL issued is a presigned PUT to the bucket
 * instead, and `claim` does what `complete` does: it takes the raw upload in,
 * checks and stores it, and records its ticket, so claiming twice (or on two
 * instances at once) answers the same path.
 */
export function mediaUploads(deps: MediaUploadsDeps) {
  const store = storeImage(deps);
  const storeUpload = async (bytes: Uint8Array) => (bytes.byteLength > MAX_UPLOAD_BYTES ? err(tooLarge()) : store(bytes, UPLOAD_NOT_AN_IMAGE));

  const takeDirect = async (direct: DirectUploads, id: string): Promise<Result<{ objectPath: string }>> => {
    const raw = await direct.take(id, MAX_UPLOAD_BYTES);
    if (raw === null) {
      // A claim running at the same time may have taken it in (it records the ticket before discarding).
      const taken = await deps.tickets.find(id);
      return taken ? ok({ objectPath: taken.publicPath }) : err(invalid(NOT_AN_UPLOAD));
    }
    const stored = raw === "too_large" ? err(tooLarge()) : await store(raw, UPLOAD_NOT_AN_IMAGE);
    if (!stored.ok) {
      await direct.discard(id);
      return stored;
    }
    if (!(await deps.tickets.complete(id, stored.value))) {
      // Another claim of the same upload won meanwhile: keep only its object, answer its path.
      await deps.objects.delete(stored.value.key);
      const winner = await deps.tickets.find(id);
      return winner ? ok({ objectPath: winner.publicPath }) : err(conflict(ALREADY_USED));
    }
    await direct.discard(id);
    return ok({ objectPath: stored.value.publicPath });
  };

  return {
    async issue(): Promise<{ uploadURL: string }> {
      const id = (deps.newUploadId ?? randomUploadId)();
      if (deps.direct) return { uploadURL: await deps.direct.urlFor(id, UPLOAD_URL_LIFETIME_MS) };
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
      const directId = deps.direct?.idOf(uploadUrl) ?? null;
      const id = uploadIdOf(uploadUrl) ?? directId;
      const uploaded = id ? await deps.tickets.find(id) : null;
      if (uploaded) return ok({ objectPath: uploaded.publicPath });
      return deps.direct && directId ? takeDirect(deps.direct, directId) : err(invalid(NOT_AN_UPLOAD));
    },

    async upload(bytes: Uint8Array): Promise<Result<{ imageUrl: string }>> {
      const stored = await storeUpload(bytes);
      return stored.ok ? ok({ imageUrl: stored.value.publicPath }) : stored;
    },
  };
}

export type MediaUploads = ReturnType<typeof mediaUploads>;
