import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../app-env.ts";

const MB = 1024 * 1024;

/** Contract body limits: 1 MB JSON, 12 MB for a pocket image data URL, 20 MB for uploads. */
export function bodyLimitFor(path: string, contentType: string | undefined): number {
  if (/^\/api\/customers\/[^/]+\/images$/.test(path)) return 12 * MB;
  // A deliberate exception to the 1 MB JSON rule: a campaign carries its attachments
  // (up to 5 MB each, base64) inside the JSON body, as the campaign's payload does (docs/rules/mail.md, Campaigns).
  // The preview and the test carry the same campaign, attachments and all.
  if (path === "/api/marketing/send-campaign" || path === "/api/marketing/test-campaign" || path === "/api/marketing/preview") return 20 * MB;
  if (contentType?.startsWith("multipart/form-data") || path.startsWith("/api/objects/")) return 20 * MB;
  return 1 * MB;
}

const limiters = new Map<number, ReturnType<typeof bodyLimit>>();
const limiter = (maxSize: number) => {
  let found = limiters.get(maxSize);
  if (!found) {
    found = bodyLimit({ maxSize, onError: (c) => c.json({ message: "Request body too large" }, 413) });
    limiters.set(maxSize, found);
  }
  return found;
};

export const bodyLimits = createMiddleware<AppEnv>((c, next) => limiter(bodyLimitFor(c.req.path, c.req.header("content-type")))(c, next));
