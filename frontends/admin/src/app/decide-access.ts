/**
 * @module Who sees what (admin spec §2, Gating), as one pure decision:
 * pending session → spinner; the login screen for the signed-out, a
 * redirect to the dashboard for the signed-in; every other admin path
 * needs a session (else a redirect to /auth) whose role is admin (else
 * Access Denied). The redirect to /auth carries the page asked for
 * (`?next=`), so signing in lands back on it: a ticket's QR code or a
 * shared order link works for a signed-out owner too.
 */
import { isAdmin } from "@stringing/core/auth/user";
import type { SessionState } from "../features/auth/session-state.ts";
import { DASHBOARD_PATH, LOGIN_PATH, normalizePath } from "./admin-pages.ts";

export type AccessDecision = { kind: "spinner" } | { kind: "login" } | { kind: "redirect"; to: string } | { kind: "access-denied" } | { kind: "admin" };

export const LOGIN_PATHS: readonly string[] = [LOGIN_PATH, "/admin/login"];

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.includes(normalizePath(pathname));
}

/** Where signing in leads: the `next` admin page of the login's address, else the dashboard. */
export function afterLoginPath(search: string): string {
  const next = new URLSearchParams(search).get("next");
  // Only a path of our own admin area, never another site (`//evil.example`).
  return next && /^\/admin(\/|\?|$)/.test(next) && !isLoginPath(next) ? next : DASHBOARD_PATH;
}

function loginPathFor(pathname: string, search: string): string {
  const path = normalizePath(pathname);
  if (path === "/admin" || path === DASHBOARD_PATH) return LOGIN_PATH;
  const next = search ? `${path}?${search.replace(/^\?/, "")}` : path;
  return `${LOGIN_PATH}?${new URLSearchParams({ next })}`;
}

export function decideAccess(pathname: string, session: SessionState, search = ""): AccessDecision {
  if (session.status === "pending") return { kind: "spinner" };
  if (isLoginPath(pathname)) {
    return session.status === "signed-in" ? { kind: "redirect", to: afterLoginPath(search) } : { kind: "login" };
  }
  if (session.status === "signed-out") return { kind: "redirect", to: loginPathFor(pathname, search) };
  return isAdmin(session.user) ? { kind: "admin" } : { kind: "access-denied" };
}
