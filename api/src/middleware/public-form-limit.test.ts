import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { countPublicFormRequest } from "@stringing/core/shared/public-form-limit";
import { InMemoryRateLimitCounter } from "@stringing/core/testing/in-memory-rate-limit";
import type { AppEnv } from "../app-env.ts";
import type { TrustedProxies } from "./client-address.ts";
import { publicFormLimit } from "./public-form-limit.ts";

const appWith = (options: { trustProxy?: TrustedProxies } = {}) => {
  const counter = new InMemoryRateLimitCounter();
  const limit = publicFormLimit({
    count: countPublicFormRequest({ counter, clock: { now: () => new Date("2026-03-01T10:15:45.000Z") }, limit: 2 }),
    trustProxy: options.trustProxy ?? null,
  });
  const app = new Hono<AppEnv>()
    .use("/contacts", limit("contacts"))
    .get("/contacts", (c) => c.json([]))
    .post("/contacts", (c) => c.json({ ok: true }, 201));
  const post = (address: string, headers: Record<string, string> = {}) =>
    app.request("/contacts", { method: "POST", headers }, { requestIP: () => ({ address }) });
  return { app, counter, post };
};

describe("publicFormLimit", () => {
  it("passes the limit's requests and answers the next with 429 JSON and Retry-After", async () => {
    const { post } = appWith();
    expect((await post("203.0.113.7")).status).toBe(201);
    expect((await post("203.0.113.7")).status).toBe(201);
    const refused = await post("203.0.113.7");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("15");
    expect(await refused.json()).toEqual({ message: expect.stringMatching(/too many/i) });
    expect((await post("198.51.100.1")).status).toBe(201);
  });

  it("ignores X-Forwarded-For unless told to trust the proxy", async () => {
    const direct = appWith();
    for (let i = 0; i < 2; i++) await direct.post("203.0.113.7", { "x-forwarded-for": `192.0.2.${i}` });
    expect((await direct.post("203.0.113.7", { "x-forwarded-for": "192.0.2.99" })).status).toBe(429);

    const proxied = appWith({ trustProxy: { hops: 1 } });
    for (let i = 0; i < 2; i++) await proxied.post("10.0.0.1", { "x-forwarded-for": `6.6.6.${i}, 192.0.2.1` });
    expect((await proxied.post("10.0.0.1", { "x-forwarded-for": "6.6.6.99, 192.0.2.1" })).status).toBe(429);
    expect((await proxied.post("10.0.0.1", { "x-forwarded-for": "192.0.2.2" })).status).toBe(201);
  });

  it("counts only POSTs", async () => {
    const { app, counter } = appWith();
    for (let i = 0; i < 5; i++) expect((await app.request("/contacts", {}, { requestIP: () => ({ address: "203.0.113.7" }) })).status).toBe(200);
    expect(counter.windows.size).toBe(0);
  });
});
