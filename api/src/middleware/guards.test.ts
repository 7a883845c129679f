import { describe, expect, it } from "vitest";
import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { useTestApp } from "../testing/test-app.ts";
import { bodyLimitFor } from "./body-limits.ts";
import { requireAdmin } from "./require-admin.ts";

describe("requireAdmin", () => {
  const appWithUser = (user: AppEnv["Variables"]["user"]) =>
    new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set("user", user);
        await next();
      })
      .get("/secret", requireAdmin, (c) => c.json({ ok: true }));
  const someone = { id: 1, username: "u", name: null, email: null, owner: false, createdAt: new Date() };

  it("answers 401 without a user, 403 for a non-admin, and passes an admin", async () => {
    expect((await appWithUser(null).request("/secret")).status).toBe(401);
    expect((await appWithUser({ ...someone, role: "user" }).request("/secret")).status).toBe(403);
    expect((await appWithUser({ ...someone, role: "admin" }).request("/secret")).status).toBe(200);
  });
});

describe("body limits", () => {
  it("follows the contract: 1 MB JSON, 12 MB pocket images, 20 MB uploads", () => {
    expect(bodyLimitFor("/api/orders", "application/json")).toBe(1024 * 1024);
    expect(bodyLimitFor("/api/customers/7/images", "application/json")).toBe(12 * 1024 * 1024);
    expect(bodyLimitFor("/api/upload", "multipart/form-data; boundary=x")).toBe(20 * 1024 * 1024);
    expect(bodyLimitFor("/api/objects/upload/abc", "image/jpeg")).toBe(20 * 1024 * 1024);
    expect(bodyLimitFor("/api/marketing/send-campaign", "application/json")).toBe(20 * 1024 * 1024);
    expect(bodyLimitFor("/api/marketing/status", "application/json")).toBe(1024 * 1024);
  });
});

describe("request hygiene across the API", () => {
  const app = useTestApp();

  it("answers unknown /api paths with JSON 404 for everyone", async () => {
    const admin = await app().signIn("admin");
    for (const cookie of [undefined, admin]) {
      const response = await app().request("/api/no-such-thing", cookie ? { cookie } : {});
      expect(response.status).toBe(404);
      expect(response.headers.get("content-type")).toMatch(/json/);
      expect(await response.json()).toEqual({ message: "Not found" });
    }
  });

  it("refuses a mutating request from another site's Origin, allows same-origin and no Origin", async () => {
    const json = { username: "nobody", password: "x" };
    expect((await app().request("/api/login", { method: "POST", json, headers: { origin: "https://evil.example" } })).status).toBe(403);
    expect((await app().request("/api/login", { method: "POST", json, headers: { origin: "http://shop.test" } })).status).toBe(401);
    expect((await app().request("/api/login", { method: "POST", json })).status).toBe(401);
    expect((await app().request("/api/health", { headers: { origin: "https://evil.example" } })).status).toBe(200);
  });

  it("refuses text Postgres cannot store with 400, not 500", async () => {
    const response = await app().request("/api/login", { method: "POST", json: { username: "a\u0000b", password: "x" } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: object }).errors).toHaveProperty("username");
  });

  it("lets a body-less GET with a JSON content type through, and an empty POST reach its validator", async () => {
    const get = await app().request("/api/health", { headers: { "content-type": "application/json" } });
    expect(get.status).toBe(200);
    const emptyPost = await app().request("/api/login", { method: "POST", body: "", headers: { "content-type": "application/json" } });
    expect(emptyPost.status).toBe(400);
    expect(((await emptyPost.json()) as { message: string }).message).not.toBe("Internal server error");
  });

  it("answers 413 for a JSON body over 1 MB", async () => {
    const response = await app().request("/api/login", { method: "POST", json: { username: "x".repeat(1100 * 1024), password: "x" } });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: "Request body too large" });
  });

  it("sends security headers with a self-only CSP", async () => {
    const response = await app().request("/api/health");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok" });
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("unsafe-eval");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});
