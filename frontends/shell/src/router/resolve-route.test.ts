import { describe, expect, it } from "vitest";
import { normalizePath, resolveRoute, trackToken } from "./resolve-route.ts";

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

  it("gives a status page link to the site remote, with its token", () => {
    const token = "a".repeat(64);
    expect(resolveRoute(`/track/${token}`)).toBe("track");
    expect(resolveRoute(`/track/${token}/`)).toBe("track");
    expect(trackToken(`/track/${token}?utm=mail`)).toBe(token);
    expect(trackToken("/track/%E0%A4%A")).toBeNull();
  });

  it("sends everything else to the 404 page", () => {
    for (const path of ["/about", "/administrator", "/auth/extra", "/authx", "/api-docs", "/remotes/site/", "/index.html", "/track", "/track/", "/track/a/b"]) {
      expect(resolveRoute(path), path).toBe("not-found");
    }
  });

  it("normalises trailing slashes", () => {
    expect(normalizePath("/admin///")).toBe("/admin");
    expect(normalizePath("/")).toBe("/");
  });
});
