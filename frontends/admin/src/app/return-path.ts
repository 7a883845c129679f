/**
 * @module The admin page a signed-out visitor asked for, kept in this tab's
 * sessionStorage while they sign in, so the login's address stays exactly
 * `/auth` (docs/rules/admin.md, Gating) and signing in still leads
 * back to the page (a ticket's code, a shared order link).
 */
const KEY = "admin:return-to";

export function rememberReturnPath(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    // Storage refused (private mode, quota): signing in leads to the dashboard.
  }
}

export function readReturnPath(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function forgetReturnPath(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
