import { describe, expect, it } from "vitest";
import { normalizePath, resolveRoute } from "./resolve-route.ts";

describe("resolveRoute", () => {
  it("gives / to the site remote", () => {
    expect(resolveRoute("/")).toBe("site");
    expect(resolveRoute("")).toBe("site");
    expect(resolveRoute("/?utm=x")).toBe("site");
  });

  it("gives the login and admin paths to the admin remote", () => {
    for (const path of ["/auth", "/auth/", "/admin/login", "/admin", "/admin/", "/admin/dashboard", "/admin/orders", "/admin/xyz", "/admin/a/b"]) {
      expect(resolveRoute(path), path).toBe("admin");
    }
  });

  it("sends everything else to the 404 page", () => {
    for (const path of ["/about", "/administrator", "/auth/extra", "/authx", "/api-docs", "/remotes/site/", "/index.html"]) {
      expect(resolveRoute(path), path).toBe("not-found");
    }
  });

  it("normalises trailing slashes", () => {
    expect(normalizePath("/admin///")).toBe("/admin");
    expect(normalizePath("/")).toBe("/");
  });
});
