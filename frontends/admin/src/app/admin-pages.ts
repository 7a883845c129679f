/**
 * @module The back office's pages
 * (docs/rules/admin.md, Pages): path, sidebar label and page title.
 * `/admin` is the dashboard too.
 */

export type AdminPageKey = "dashboard" | "orders" | "inventory" | "customers" | "marketing" | "inbox" | "activity" | "settings";

export interface AdminPage {
  key: AdminPageKey;
  path: string;
  label: string;
  title: string;
}

export const ADMIN_PAGES: readonly AdminPage[] = [
  { key: "dashboard", path: "/admin/dashboard", label: "Dashboard", title: "Dashboard" },
  { key: "orders", path: "/admin/orders", label: "Orders", title: "Orders Management" },
  { key: "inventory", path: "/admin/inventory", label: "Inventory", title: "Inventory Management" },
  { key: "customers", path: "/admin/customers", label: "Customers", title: "Customer Management" },
  { key: "marketing", path: "/admin/marketing", label: "Marketing", title: "Email Marketing" },
  { key: "inbox", path: "/admin/inbox", label: "Inbox", title: "Inbox" },
  { key: "activity", path: "/admin/activity", label: "Activity", title: "Activity Log" },
  { key: "settings", path: "/admin/settings", label: "Settings", title: "Admin Settings" },
];

export const DASHBOARD_PATH = "/admin/dashboard";
export const LOGIN_PATH = "/auth";

/** `/admin/orders/` and `/admin/orders` are the same page. */
export function normalizePath(pathname: string): string {
  const path = (pathname.split(/[?#]/, 1)[0] ?? "").replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

/** The order of an order page's path (`/admin/orders/12`), or `undefined`. */
export function orderIdFromPath(pathname: string): number | undefined {
  const match = /^\/admin\/orders\/(\d+)$/.exec(normalizePath(pathname));
  return match ? Number(match[1]) : undefined;
}

/** The page for an admin-area path, or `undefined` when there is none. */
export function resolveAdminPage(pathname: string): AdminPage | undefined {
  const path = normalizePath(pathname);
  if (path === "/admin") return ADMIN_PAGES[0];
  if (orderIdFromPath(path) !== undefined) return ADMIN_PAGES.find((page) => page.key === "orders");
  return ADMIN_PAGES.find((page) => page.path === path);
}
