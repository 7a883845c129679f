import { describe, expect, it } from "vitest";
import { BASE, useTestApp } from "../testing/test-app.ts";

describe("GET /api/config/links", () => {
  const fallback = useTestApp();
  const configured = useTestApp({ publicUrl: "https://strings.example" });

  it("tells an admin the address links use and that it is not PUBLIC_URL, whatever Host was asked", async () => {
    const cookie = await fallback().signIn("admin");
    const answer = await fallback().app.request("http://evil.example/api/config/links", { headers: { cookie, host: "evil.example" } });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ url: BASE, fromPublicUrl: false });
  });

  it("says when the address is PUBLIC_URL", async () => {
    const answer = await configured().request("/api/config/links", { cookie: await configured().signIn("admin") });
    expect(await answer.json()).toEqual({ url: "https://strings.example", fromPublicUrl: true });
  });

  it("is the admin's only", async () => {
    expect((await fallback().request("/api/config/links")).status).toBe(401);
    expect((await fallback().request("/api/config/links", { cookie: await fallback().signIn("user") })).status).toBe(403);
  });
});
