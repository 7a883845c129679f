import { Hono, type Context } from "hono";
import type { AppEnv } from "../app-env.ts";
import { isHashedAsset, StaticFolder, type StaticFile } from "./static-files.ts";

export type FrontendRoots = {
  shell: string;
  site: string;
  admin: string;
  /** The site's server bundle (render-landing-page.js) that renders `/`; without it the browser does. */
  siteServer?: string;
};

const IMMUTABLE = "public, max-age=31536000, immutable";
const REVALIDATE = "no-cache";
const SHORT = "public, max-age=3600";

/**
 * Serves the built shell at `/` and the two federated remotes under
 * `/remotes/site/` and `/remotes/admin/`. Hashed assets are cached for a
 * year; HTML and remote entries always revalidate; other paths without a
 * file extension get the shell, which routes on the client.
 */
export function frontendRoutes(roots: FrontendRoots, options: { renderShell?: (html: string, c: Context) => Promise<string> | string } = {}) {
  const shell = new StaticFolder(roots.shell);
  const remotes: Record<string, StaticFolder> = { site: new StaticFolder(roots.site), admin: new StaticFolder(roots.admin) };

  const send = (c: Context, file: StaticFile, cacheControl: string) => {
    c.header("Cache-Control", cacheControl);
    c.header("ETag", file.etag);
    if (c.req.header("if-none-match") === file.etag) return c.body(null, 304);
    c.header("Content-Type", file.contentType);
    return c.body(file.body as Uint8Array<ArrayBuffer>);
  };

  const cacheFor = (path: string) => (isHashedAsset(path) ? IMMUTABLE : path.endsWith(".js") || path.endsWith(".json") ? REVALIDATE : SHORT);

  const notFound = (c: Context) => c.text("Not found", 404);

  const serveShell = async (c: Context) => {
    const index = await shell.get("/index.html");
    if (!index) return c.text("The frontend is not built yet. Run `npm run build`.", 503);
    c.header("Cache-Control", REVALIDATE);
    const html = new TextDecoder().decode(index.body);
    return c.html(options.renderShell ? await options.renderShell(html, c) : html);
  };

  return new Hono<AppEnv>()
    .get("/remotes/:remote/*", async (c) => {
      const folder = remotes[c.req.param("remote")];
      if (!folder) return notFound(c);
      const rest = c.req.path.slice(`/remotes/${c.req.param("remote")}`.length);
      const file = await folder.get(rest);
      return file ? send(c, file, cacheFor(rest)) : notFound(c);
    })
    .get("*", async (c) => {
      const path = c.req.path;
      if (path !== "/" && path !== "/index.html") {
        const file = await shell.get(path);
        if (file) return send(c, file, cacheFor(path));
        // A missing file is a 404, not the shell: a broken asset must not parse HTML as JS.
        if (/\.[A-Za-z0-9]+$/.test(path) || path.startsWith("/assets/") || path.startsWith("/remotes/")) return notFound(c);
      }
      return serveShell(c);
    });
}
