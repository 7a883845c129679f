import type { MiddlewareHandler } from "hono";
import type { ContentChanges } from "@stringing/core/ports/content-changes.port";
import type { AppEnv } from "../app-env.ts";
import { isContentWrite } from "../cache/public-paths.ts";

/**
 * After a write to the public content has committed, tells every instance
 * (their caches of the public reads and `/`) before the answer goes out, so
 * the writer's next read, through any instance, sees the change.
 */
export function publishContentChanges(changes: ContentChanges): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (!isContentWrite(c.req.method, c.req.path) || c.res.status >= 400) return;
    try {
      await changes.publish();
    } catch (error) {
      // The write stands; an instance that missed the notice forgets its copies when its listener reconnects.
      console.error("[cache] Could not announce a content change:", error);
    }
  };
}
