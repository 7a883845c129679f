import { describe, expect, it } from "vitest";
import { decideAccess, type AccessDecision } from "./decide-access.ts";
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
    for (const path of ["/admin", "/admin/dashboard", "/admin/settings", "/admin/xyz"]) {
      expect(decide(path, signedOut)).toEqual({ kind: "redirect", to: "/auth" });
    }
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
