import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";

/**
 * robots.txt and sitemap.xml: the one public page is `/`; the admin area is
 * not for crawlers. `origin`: where their links point (link-origin.ts).
 */
export const seoRoutes = (origin: string) =>
  new Hono<AppEnv>()
    .get("/robots.txt", (c) => {
      c.header("Cache-Control", "public, max-age=3600");
      return c.text(["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /auth", "Disallow: /api/", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n"));
    })
    .get("/sitemap.xml", (c) => {
      c.header("Content-Type", "application/xml; charset=utf-8");
      c.header("Cache-Control", "public, max-age=3600");
      return c.body(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>${origin}/</loc><changefreq>weekly</changefreq><priority>1.0</priority></url>\n</urlset>\n`,
      );
    });
