import { Hono } from "hono";
import type { ContentRepository } from "@stringing/core/ports/content-repository.port";
import type { AppEnv } from "../app-env.ts";

export type ContentRoutesDeps = { content: ContentRepository };

/** Content sections of the public page. Hidden sections are only shown to admins. */
export const contentRoutes = (deps: ContentRoutesDeps) =>
  new Hono<AppEnv>().get("/section/:section", async (c) => {
    const found = await deps.content.findSection(c.req.param("section"));
    const viewerIsAdmin = c.get("user")?.role === "admin";
    if (!found || (!found.visible && !viewerIsAdmin)) return c.json({ message: "Content section not found" }, 404);
    return c.json(found);
  });
