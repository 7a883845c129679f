/**
 * @module Which part of the product answers a path (public spec §2):
 * `/` is the visitors' page (the `site` remote); `/auth`, `/admin/login`,
 * `/admin` and everything under `/admin/` belong to the `admin` remote;
 * anything else is the 404 page.
 */

export type ShellRoute = "site" | "admin" | "not-found";

/** `/admin/` and `/admin` are the same page; so are `//` and `/`. */
export function normalizePath(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? "";
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function resolveRoute(pathname: string): ShellRoute {
  const path = normalizePath(pathname);
  if (path === "/") return "site";
  if (path === "/auth" || path === "/admin" || path.startsWith("/admin/")) return "admin";
  return "not-found";
}
