import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { MAX_JSON_DEPTH } from "@stringing/core/shared/storable-text";
import type { AppEnv } from "../app-env.ts";
import { useTestApp } from "../testing/test-app.ts";
import { JSON_TOO_DEEP_MESSAGE, storableJson } from "./storable-json.ts";

const arrays = (depth: number) => `${"[".repeat(depth)}${"]".repeat(depth)}`;
const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

afterEach(() => vi.restoreAllMocks());

/** Issue 31: a 100,000-deep body was a 500 with a stack trace on every JSON route. */
describe("deeply nested JSON bodies", () => {
  const app = useTestApp();
  const post = (path: string, body: string, cookie?: string) =>
    app().request(path, { method: "POST", body, headers: { "content-type": "application/json" }, ...(cookie ? { cookie } : {}) });

  it("answers 400 {message} on anonymous and admin routes alike, and logs no failure", async () => {
    const error = vi.spyOn(console, "error");
    const admin = await app().signIn("admin");
    const order = JSON.stringify(validOrderForm()).slice(0, -1);
    for (const [path, cookie] of [
      ["/api/orders", undefined],
      ["/api/login", undefined],
      ["/api/testimonials", admin],
    ] as const) {
      for (const body of [arrays(100_000), objects(100_000), `${order},"stringerNotes":${arrays(MAX_JSON_DEPTH)}}`]) {
        const response = await post(path, body, cookie);
        expect(response.status, path).toBe(400);
        expect(await response.json(), path).toEqual({ message: JSON_TOO_DEEP_MESSAGE });
      }
    }
    expect(error).not.toHaveBeenCalled();
  });

  it(`lets ${MAX_JSON_DEPTH} levels through to the route's validator`, async () => {
    const order = JSON.stringify(validOrderForm()).slice(0, -1);
    const response = await post("/api/orders", `${order},"stringerNotes":${arrays(MAX_JSON_DEPTH - 1)}}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ errors: { stringerNotes: "Stringer notes must be text" } });
  });

  it("answers 400 when the engine's parser itself runs out of stack", async () => {
    const echo = new Hono<AppEnv>().use(storableJson).post("/", (c) => c.json({ ok: true }));
    vi.spyOn(JSON, "parse").mockImplementationOnce(() => {
      throw new RangeError("Maximum call stack size exceeded");
    });
    const response = await echo.request("/", { method: "POST", body: arrays(10), headers: { "content-type": "application/json" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: JSON_TOO_DEEP_MESSAGE });
  });
});
