/**
 * @module Who sees what (docs/rules/admin.md, Gating), as one pure decision:
 * pending session → spinner; the login screen for the signed-out, a
 * redirect to the dashboard for the signed-in; every other admin path
 * needs a session (else a redirect to /auth) whose role is admin (else
 * Access Denied). The redirect to /auth names the page asked for
 * (`returnTo`, kept by the caller), so signing in lands back on it: a
 * ticket's code or a shared order link works for a signed-out owner too.
 */
import { isAdmin } from "@stringing/core/auth/user";
import type { SessionState } from "../features/auth/session-state.ts";
import { DASHBOARD_PATH, LOGIN_PATH, normalizePath } from "./admin-pages.ts";

export type AccessDecision =
  | { kind: "spinner" }
  | { kind: "login" }
  | { kind: "redirect"; to: string; returnTo?: string }
  | { kind: "access-denied" }
  | { kind: "admin" };

export const LOGIN_PATHS: readonly string[] = [LOGIN_PATH, "/admin/login"];

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.includes(normalizePath(pathname));
}

/** Where signing in leads: the page asked for, if it is one of our own admin area, else the dashboard. */
export function afterLoginPath(returnTo: string | null): string {
  // Only a path of our own admin area, never another site (`//evil.example`).
  return returnTo && /^\/admin(\/|\?|$)/.test(returnTo) && !isLoginPath(returnTo) ? returnTo : DASHBOARD_PATH;
}

function returnPathFor(pathname: string, search: string): string | undefined {
  const path = normalizePath(pathname);
  if (path === "/admin" || path === DASHBOARD_PATH) return undefined;
  return search ? `${path}?${search.replace(/^\?/, "")}` : path;
}

/** `returnTo`: the page a signed-out visitor asked for before the login, as the caller kept it. */
export function decideAccess(pathname: string, session: SessionState, search = "", returnTo: string | null = null): AccessDecision {
  if (session.status === "pending") return { kind: "spinner" };
  if (isLoginPath(pathname)) {
    return session.status === "signed-in" ? { kind: "redirect", to: afterLoginPath(returnTo) } : { kind: "login" };
  }
  if (session.status === "signed-out") {
    const asked = returnPathFor(pathname, search);
    return asked ? { kind: "redirect", to: LOGIN_PATH, returnTo: asked } : { kind: "redirect", to: LOGIN_PATH };
  }
  return isAdmin(session.user) ? { kind: "admin" } : { kind: "access-denied" };
}
