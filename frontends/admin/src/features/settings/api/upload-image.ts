/**
 * @module Image uploads (docs/rules/admin.md, Image fields). HEIC/HEIF files go whole
 * to `POST /api/upload` (the server converts them). Cropped images take
 * three steps: `POST /api/objects/upload` → `{uploadURL}`, `PUT` the JPEG
 * there, then `PUT /api/admin/upload-image {imageURL}` → `{objectPath}`.
 * The upload URL is the API's own, or, when the server keeps objects in a
 * bucket, a presigned URL on the bucket's origin.
 */
import { api, unwrap } from "@stringing/ui/api-client";
import { apiFetch, throwIfNotOk } from "@stringing/ui/api-request";
import { describeError } from "@stringing/ui/error-message";

/** An error whose message names the step that failed ("Failed to get upload URL: …"). */
export class UploadStepError extends Error {
  constructor(
    readonly step: string,
    cause: unknown,
  ) {
    super(`${step}: ${describeError(cause, step)}`);
    this.name = "UploadStepError";
  }
}

const HEIC = /\.(heic|heif)$/i;

export const isHeicFile = (file: Pick<File, "name" | "type">): boolean => /^image\/hei[cf]/i.test(file.type) || HEIC.test(file.name);

/** What the Upload Image picker accepts: any image plus .heic/.heif (often typed "" by browsers). */
export const IMAGE_ACCEPT = "image/*,.heic,.heif";

export async function uploadHeicImage(file: File): Promise<string> {
  const form = new FormData();
  form.append("image", file);
  // The route reads the multipart body itself, so the client takes it as a plain request body.
  const { imageUrl } = await unwrap(api.upload.$post(undefined, { init: { body: form } }));
  return imageUrl;
}

async function step<T>(name: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new UploadStepError(name, error);
  }
}

/**
 * The PUT of the image: to the API with the session like any call, or to the
 * bucket's presigned URL with no cookie (it needs none, and a bucket's CORS
 * rules need not allow credentials).
 */
function putImage(uploadURL: string, jpeg: Blob): Promise<Response> {
  const init = { method: "PUT", body: jpeg, headers: { "Content-Type": "image/jpeg" } };
  const sameOrigin = new URL(uploadURL, window.location.href).origin === window.location.origin;
  return sameOrigin ? apiFetch(uploadURL, init) : fetch(uploadURL, { ...init, credentials: "omit" });
}

/** Returns the object path that goes into the item's image field. */
export async function uploadCroppedImage(jpeg: Blob): Promise<string> {
  const { uploadURL } = await step("Failed to get upload URL", () => unwrap(api.objects.upload.$post()));
  // The signed URL the server handed out is used as it is, query and all.
  await step("Upload to object storage failed", () => putImage(uploadURL, jpeg).then(throwIfNotOk));
  const { objectPath } = await step("Failed to save image metadata", () => unwrap(api.admin["upload-image"].$put({ json: { imageURL: uploadURL } })));
  return objectPath;
}
