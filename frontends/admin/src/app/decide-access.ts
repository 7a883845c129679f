/**
 * @module Who sees what (admin spec §2, Gating), as one pure decision:
 * pending session → spinner; the login screen for the signed-out, a
 * redirect to the dashboard for the signed-in; every other admin path
 * needs a session (else a redirect to /auth) whose role is admin (else
 * Access Denied).
 */
import { isAdmin } from "@stringing/core/auth/user";
import type { SessionState } from "../features/auth/session-state.ts";
import { DASHBOARD_PATH, LOGIN_PATH, normalizePath } from "./admin-pages.ts";

export type AccessDecision = { kind: "spinner" } | { kind: "login" } | { kind: "redirect"; to: string } | { kind: "access-denied" } | { kind: "admin" };

export const LOGIN_PATHS: readonly string[] = [LOGIN_PATH, "/admin/login"];

export function isLoginPath(pathname: string): boolean {
  return LOGIN_PATHS.includes(normalizePath(pathname));
}

export function decideAccess(pathname: string, session: SessionState): AccessDecision {
  if (session.status === "pending") return { kind: "spinner" };
  if (isLoginPath(pathname)) {
    return session.status === "signed-in" ? { kind: "redirect", to: DASHBOARD_PATH } : { kind: "login" };
  }
  if (session.status === "signed-out") return { kind: "redirect", to: LOGIN_PATH };
  return isAdmin(session.user) ? { kind: "admin" } : { kind: "access-denied" };
}
