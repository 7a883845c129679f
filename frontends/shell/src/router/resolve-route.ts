/**
 * @module Which part of the product answers a path (docs/rules/public-site.md, Routes):
 * `/` is the visitors' page (the `site` remote); `/track/<token>` is a
 * customer's order status page, also the site's
 * (docs/rules/orders.md, The customer's status page); `/auth`, `/admin/login`, `/admin` and everything under
 * `/admin/` belong to the `admin` remote; anything else is the 404 page.
 */

export type ShellRoute = "site" | "track" | "admin" | "not-found";

const TRACK_PATH = /^\/track\/([^/]+)$/;

/** `/admin/` and `/admin` are the same page; so are `//` and `/`. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

/** The token of a status page path (`/track/<token>`), else null. Whether it names an order is the API's to say. */
export function trackToken(pathname: string): string | null {
  const match = TRACK_PATH.exec(normalizePath(pathname));
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

export function resolveRoute(pathname: string): ShellRoute {
  const path = normalizePath(pathname);
  if (path === "/") return "site";
  if (trackToken(path) !== null) return "track";
  if (path === "/auth" || path === "/admin" || path.startsWith("/admin/")) return "admin";
  return "not-found";
}
