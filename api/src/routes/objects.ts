import { Hono } from "hono";
import type { ObjectStore } from "@stringing/core/ports/object-store.port";
import type { AppEnv } from "../app-env.ts";

/** Types a browser may render from our origin; anything else is served as a download. */
const INLINE_TYPES = /^(image\/(jpeg|png|gif|webp|avif|bmp|tiff)|application\/pdf)$/;

/**
 * GET /objects/:key: uploaded files, public (the site shows them), byte for
 * byte. Keys are random and never reused, so they may be cached for a year.
 */
export const objectRoutes = (deps: { objects: ObjectStore }) =>
  new Hono<AppEnv>().get("/:key", async (c) => {
    const found = await deps.objects.get(c.req.param("key"));
    if (!found) return c.json({ message: "Not found" }, 404);
    const inline = INLINE_TYPES.test(found.contentType);
    c.header("Content-Type", inline ? found.contentType : "application/octet-stream");
    if (!inline) c.header("Content-Disposition", "attachment");
    c.header("Content-Length", String(found.bytes.byteLength));
    c.header("Cache-Control", "public, max-age=31536000, immutable");
    c.header("X-Content-Type-Options", "nosniff");
    return c.body(found.bytes as Uint8Array<ArrayBuffer>);
  });
