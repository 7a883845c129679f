import { describe, expect, it } from "vitest";
import { afterLoginPath, decideAccess, type AccessDecision } from "./decide-access.ts";
import type { SessionState } from "../features/auth/session-state.ts";

const pending: SessionState = { status: "pending" };
const signedOut: SessionState = { status: "signed-out" };
const admin: SessionState = { status: "signed-in", user: { role: "admin" } };
const customer: SessionState = { status: "signed-in", user: { role: "user" } };

const decide = (path: string, session: SessionState): AccessDecision => decideAccess(path, session);

describe("decideAccess", () => {
  it("shows a spinner while the session check is pending, on every path", () => {
    for (const path of ["/auth", "/admin/login", "/admin", "/admin/orders"]) {
      expect(decide(path, pending)).toEqual({ kind: "spinner" });
    }
  });

  it("sends the signed-out to /auth from any admin page", () => {
    for (const path of ["/admin", "/admin/dashboard"]) {
      expect(decide(path, signedOut)).toEqual({ kind: "redirect", to: "/auth" });
    }
  });

  it("remembers the page asked for, so signing in leads back to it", () => {
    expect(decide("/admin/orders/12", signedOut)).toEqual({ kind: "redirect", to: "/auth", returnTo: "/admin/orders/12" });
    expect(decideAccess("/admin/orders", signedOut, "?status=pending")).toEqual({ kind: "redirect", to: "/auth", returnTo: "/admin/orders?status=pending" });
    expect(decideAccess("/auth", admin, "", "/admin/orders/12")).toEqual({ kind: "redirect", to: "/admin/orders/12" });
    expect(afterLoginPath("/admin/orders?status=pending")).toBe("/admin/orders?status=pending");
  });

  it("never sends a signed-in owner off the admin area", () => {
    for (const next of ["//evil.example", "https://evil.example/admin", "/administrator", "/auth", "/admin/login", "/"]) {
      expect(afterLoginPath(next), next).toBe("/admin/dashboard");
    }
    expect(afterLoginPath(null)).toBe("/admin/dashboard");
  });

  it("shows the login screen to the signed-out at /auth and /admin/login", () => {
    expect(decide("/auth", signedOut)).toEqual({ kind: "login" });
    expect(decide("/admin/login", signedOut)).toEqual({ kind: "login" });
    expect(decide("/admin/login/", signedOut)).toEqual({ kind: "login" });
  });

  it("sends a signed-in user away from the login screen to the dashboard", () => {
    expect(decide("/auth", admin)).toEqual({ kind: "redirect", to: "/admin/dashboard" });
    expect(decide("/admin/login", customer)).toEqual({ kind: "redirect", to: "/admin/dashboard" });
  });

  it("denies access to a signed-in user who is not an admin", () => {
    expect(decide("/admin/dashboard", customer)).toEqual({ kind: "access-denied" });
  });

  it("lets an admin in", () => {
    expect(decide("/admin", admin)).toEqual({ kind: "admin" });
    expect(decide("/admin/orders", admin)).toEqual({ kind: "admin" });
  });
});
