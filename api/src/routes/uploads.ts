/**
 * @module Admin image uploads over HTTP: the signed-upload protocol and the
 * one-go multipart upload of core's media capability. Routes parse the
 * request and map the result; the protocol and the image check are core's.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { MediaUploads } from "@stringing/core/media/media-uploads";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export { UPLOAD_URL_LIFETIME_MS } from "@stringing/core/media/upload-url";

export type UploadRoutesDeps = { uploads: MediaUploads };

const uploadIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, "Unknown upload") });
const signedQuery = z.object({
  expires: z.string({ error: "Upload URL is not signed" }).regex(/^\d{1,15}$/, "Upload URL is not signed"),
  signature: z.string({ error: "Upload URL is not signed" }).min(1, "Upload URL is not signed"),
});
const saveImageSchema = z.object({ imageURL: z.string({ error: "Image URL required" }).min(1, "Image URL required").max(2000, "Image URL is too long") });

/**
 * The cropper's three steps: ask for a signed PUT URL, PUT the bytes to it,
 * then trade that URL for the object's stable public path. POST /upload
 * takes a multipart `image` in one go (used for HEIC).
 */
export const uploadRoutes = (deps: UploadRoutesDeps) =>
  new Hono<AppEnv>()
    .post("/objects/upload", requireAdmin, async (c) => c.json(await deps.uploads.issue()))
    .put("/objects/upload/:id", requireAdmin, validate("param", uploadIdParam), validate("query", signedQuery), async (c) => {
      const body = async () => new Uint8Array(await c.req.arrayBuffer());
      const completed = await deps.uploads.complete({ ...c.req.valid("param"), ...c.req.valid("query"), body });
      return completed.ok ? c.json(completed.value) : domainErrorResponse(c, completed.error);
    })
    .put("/admin/upload-image", requireAdmin, validate("json", saveImageSchema), async (c) => {
      const claimed = await deps.uploads.claim(c.req.valid("json").imageURL);
      return claimed.ok ? c.json(claimed.value) : domainErrorResponse(c, claimed.error);
    })
    .post("/upload", requireAdmin, async (c) => {
      if (!c.req.header("content-type")?.startsWith("multipart/form-data"))
        return c.json({ message: 'Send the image as multipart form data in the field "image"' }, 400);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return c.json({ message: "Malformed multipart form data" }, 400);
      }
      const file = form.image;
      if (!(file instanceof File)) return c.json({ message: "Image file is required", errors: { image: "Image file is required" } }, 400);
      const uploaded = await deps.uploads.upload(new Uint8Array(await file.arrayBuffer()));
      return uploaded.ok ? c.json(uploaded.value) : domainErrorResponse(c, uploaded.error);
    });
