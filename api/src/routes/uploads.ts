import { Hono } from "hono";
import { z } from "zod";
import type { Clock } from "@stringing/core/ports/clock.port";
import type { ImageNormalizer, ImageRefusal } from "@stringing/core/ports/image-normalizer.port";
import type { ObjectStore } from "@stringing/core/ports/object-store.port";
import type { UploadTickets } from "@stringing/core/ports/upload-tickets.port";
import { HEIC_CONVERSION_FAILED, TOO_MANY_PIXELS } from "@stringing/core/shared/image-limits";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type UploadRoutesDeps = {
  objects: ObjectStore;
  tickets: UploadTickets;
  /** Decodes the bytes to prove them an image and re-encodes them without metadata; HEIC becomes JPEG. */
  images: ImageNormalizer;
  /** HMAC over the upload URL's parts with the app's secret. */
  sign: (data: string) => Promise<string>;
  verify: (data: string, signature: string) => Promise<boolean>;
  clock: Clock;
};

export const UPLOAD_URL_LIFETIME_MS = 15 * 60 * 1000;
const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;
const UPLOAD_PATH = /^\/api\/objects\/upload\/([0-9a-f]{32})$/;

const uploadIdParam = z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, "Unknown upload") });
const signedQuery = z.object({
  expires: z.string({ error: "Upload URL is not signed" }).regex(/^\d{1,15}$/, "Upload URL is not signed"),
  signature: z.string({ error: "Upload URL is not signed" }).min(1, "Upload URL is not signed"),
});
const saveImageSchema = z.object({ imageURL: z.string({ error: "Image URL required" }).min(1, "Image URL required").max(2000, "Image URL is too long") });

const signedData = (id: string, expires: string) => `object-upload:${id}:${expires}`;
const randomId = () => Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("hex");

const refusals = {
  "not-an-image": { message: "Only image files can be uploaded", status: 415 },
  "heic-conversion-failed": { message: HEIC_CONVERSION_FAILED, status: 415 },
  "too-many-pixels": { message: TOO_MANY_PIXELS, status: 413 },
} as const satisfies Record<ImageRefusal, { message: string; status: 413 | 415 }>;

/**
 * Admin image uploads. The cropper's three steps: ask for a signed PUT URL
 * (our own, 15 minutes), PUT the bytes to it, then trade that URL for the
 * object's stable public path. POST /upload takes a multipart `image` in one
 * go (used for HEIC). Decoding the bytes decides what is an image, never the
 * name; what is stored is the re-encoded image, without metadata.
 */
export const uploadRoutes = (deps: UploadRoutesDeps) =>
  new Hono<AppEnv>()
    .post("/objects/upload", requireAdmin, async (c) => {
      const id = randomId();
      const expires = String(deps.clock.now().getTime() + UPLOAD_URL_LIFETIME_MS);
      const signature = await deps.sign(signedData(id, expires));
      const query = new URLSearchParams({ expires, signature });
      return c.json({ uploadURL: `/api/objects/upload/${id}?${query}` });
    })
    .put("/objects/upload/:id", requireAdmin, validate("param", uploadIdParam), validate("query", signedQuery), async (c) => {
      const { id } = c.req.valid("param");
      const { expires, signature } = c.req.valid("query");
      if (!(await deps.verify(signedData(id, expires), signature))) return c.json({ message: "Invalid upload signature" }, 403);
      if (Number(expires) <= deps.clock.now().getTime()) return c.json({ message: "This upload URL has expired" }, 403);
      if (await deps.tickets.find(id)) return c.json({ message: "This upload URL has already been used" }, 409);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.byteLength > MAX_UPLOAD_BYTES) return c.json({ message: "Request body too large" }, 413);
      const check = await deps.images.normalize(bytes);
      if (!check.ok) return c.json({ message: refusals[check.reason].message }, refusals[check.reason].status);
      const stored = await deps.objects.put(check.image.bytes, check.image.contentType, check.image.extension);
      if (!(await deps.tickets.complete(id, stored))) {
        await deps.objects.delete(stored.key);
        return c.json({ message: "This upload URL has already been used" }, 409);
      }
      return c.json({ objectPath: stored.publicPath });
    })
    .put("/admin/upload-image", requireAdmin, validate("json", saveImageSchema), async (c) => {
      let path: string;
      try {
        path = new URL(c.req.valid("json").imageURL, "http://upload.invalid").pathname;
      } catch {
        path = "";
      }
      const id = UPLOAD_PATH.exec(path)?.[1];
      const uploaded = id ? await deps.tickets.find(id) : null;
      if (!uploaded) return c.json({ message: "imageURL must be an upload URL from POST /api/objects/upload, used to upload an image" }, 400);
      return c.json({ objectPath: uploaded.publicPath });
    })
    .post("/upload", requireAdmin, async (c) => {
      if (!c.req.header("content-type")?.startsWith("multipart/form-data")) return c.json({ message: "Send the image as multipart form data in the field \"image\"" }, 400);
      let form: Record<string, unknown>;
      try {
        form = await c.req.parseBody();
      } catch {
        return c.json({ message: "Malformed multipart form data" }, 400);
      }
      const file = form.image;
      if (!(file instanceof File)) return c.json({ message: "Image file is required", errors: { image: "Image file is required" } }, 400);
      if (file.size > MAX_UPLOAD_BYTES) return c.json({ message: "Request body too large" }, 413);
      const check = await deps.images.normalize(new Uint8Array(await file.arrayBuffer()));
      if (!check.ok) return c.json({ message: refusals[check.reason].message }, refusals[check.reason].status);
      const stored = await deps.objects.put(check.image.bytes, check.image.contentType, check.image.extension);
      return c.json({ imageUrl: stored.publicPath });
    });
