import { gunzipSync, brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { InProcessContentChanges } from "@stringing/adapters/local/in-process-content-changes";
import { PublicResponseCache } from "./public-response-cache.ts";

const ORIGIN = "http://shop.test";

/** A stand-in for the app: answers each path from `bodies`, counting calls. */
function fakeApp(bodies: Record<string, string>, init: ResponseInit = {}) {
  const calls: Request[] = [];
  const fetch = async (request: Request) => {
    calls.push(request);
    const path = new URL(request.url).pathname;
    const body = bodies[path];
    return body === undefined
      ? new Response("Not found", { status: 404 })
      : new Response(body, { status: 200, ...init, headers: { "content-type": "application/json", ...init.headers } });
  };
  return { fetch, calls };
}

function setUp(bodies: Record<string, string>, init?: ResponseInit) {
  const changes = new InProcessContentChanges();
  const cache = new PublicResponseCache({ changes, maxEntries: 3 });
  const app = fakeApp(bodies, init);
  const get = (path: string, headers: Record<string, string> = {}) => cache.wrap(app.fetch)(new Request(`${ORIGIN}${path}`, { headers }));
  return { changes, cache, app, get };
}

const big = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Service ${i}` })));

describe("the public response cache", () => {
  it("answers an anonymous public read from memory until the content changes", async () => {
    const { changes, app, get, cache } = setUp({ "/api/services": '["one"]' });
    expect(await (await get("/api/services")).text()).toBe('["one"]');
    expect(await (await get("/api/services")).text()).toBe('["one"]');
    expect(app.calls).toHaveLength(1);
    expect(cache.size).toBe(1);

    await changes.publish();
    expect(cache.size).toBe(0);
    await get("/api/services");
    expect(app.calls).toHaveLength(2);
  });

  it("passes through signed-in callers, writes, other paths and other methods", async () => {
    const { app, get, cache } = setUp({ "/api/services": "[]", "/api/orders": "[]" });
    await get("/api/services", { cookie: "theme=dark; sid=abc" });
    await get("/api/services", { authorization: "Bearer x" });
    await get("/api/orders");
    await get("/api/orders");
    await cache.wrap(app.fetch)(new Request(`${ORIGIN}/api/services`, { method: "POST", body: "{}" }));
    expect(app.calls).toHaveLength(5);
    expect(cache.size).toBe(0);
    // Another cookie is no session: still the shared answer.
    await get("/api/services", { cookie: "theme=dark" });
    await get("/api/services", { cookie: "theme=dark" });
    expect(app.calls).toHaveLength(6);
  });

  it("keeps answers apart by origin and path", async () => {
    const { app, get, cache } = setUp({ "/api/services": "[]", "/": "<html></html>" });
    await get("/api/services");
    await get("/");
    await get("/api/services");
    await get("/");
    await cache.wrap(app.fetch)(new Request("http://other.test/"));
    expect(app.calls.map((r) => r.url)).toEqual([`${ORIGIN}/api/services`, `${ORIGIN}/`, "http://other.test/"]);
  });

  it("answers / with any query from the one page it built without a query", async () => {
    const { app, get, cache } = setUp({ "/": "<html>page</html>" });
    for (let i = 1; i <= 1000; i++) expect(await (await get(`/?x=${i}`)).text()).toBe("<html>page</html>");
    await get("/");
    expect(app.calls.map((r) => r.url)).toEqual([`${ORIGIN}/`]);
    expect(cache.size).toBe(1);
  });

  it("passes a public read with a query on without keeping it, so the kept answers stay", async () => {
    const { app, get, cache } = setUp({ "/api/services": '["one"]' });
    await get("/api/services");
    for (let i = 1; i <= 10; i++) expect(await (await get(`/api/services?limit=${i}`)).text()).toBe('["one"]');
    await get("/api/services");
    expect(app.calls.map((r) => r.url)).toEqual([`${ORIGIN}/api/services`, ...Array.from({ length: 10 }, (_, i) => `${ORIGIN}/api/services?limit=${i + 1}`)]);
    expect(cache.size).toBe(1);
  });

  it("never stores a read that began before a change", async () => {
    const changes = new InProcessContentChanges();
    const cache = new PublicResponseCache({ changes });
    let content = "old";
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const fetch = cache.wrap(async () => {
      calls++;
      const body = content;
      if (calls === 1) await gate; // the first read is slow: the write lands while it is under way
      return new Response(body, { status: 200 });
    });
    const slowRead = fetch(new Request(`${ORIGIN}/api/services`));
    content = "new";
    await changes.publish();
    release();
    expect(await (await slowRead).text()).toBe("old");
    expect(await (await fetch(new Request(`${ORIGIN}/api/services`))).text()).toBe("new");
    expect(await (await fetch(new Request(`${ORIGIN}/api/services`))).text()).toBe("new");
    expect(calls).toBe(2);
  });

  it("builds one answer for many callers at once", async () => {
    const { app, get } = setUp({ "/": "<html>page</html>" });
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/")));
    expect(app.calls).toHaveLength(1);
    for (const answer of answers) expect(await answer.text()).toBe("<html>page</html>");
  });

  it("serves brotli, gzip or identity as the client asks, the same bytes each way, with an ETag", async () => {
    const { get } = setUp({ "/api/services": big });
    const br = await get("/api/services", { "accept-encoding": "gzip, deflate, br" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString()).toBe(big);

    const gz = await get("/api/services", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gunzipSync(new Uint8Array(await gz.arrayBuffer())).toString()).toBe(big);

    const plain = await get("/api/services");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(big);
    expect(plain.headers.get("content-type")).toBe("application/json");

    const etag = plain.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await get("/api/services", { "if-none-match": etag! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("does not compress small answers", async () => {
    const { get } = setUp({ "/api/services": "[]" });
    const response = await get("/api/services", { "accept-encoding": "br, gzip" });
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe("[]");
  });

  it("keeps no error, no answer that sets a cookie or says no-store", async () => {
    const missing = setUp({});
    await missing.get("/api/services");
    expect((await missing.get("/api/services")).status).toBe(404);
    expect(missing.app.calls).toHaveLength(2);

    const withCookie = setUp({ "/api/services": "[]" }, { headers: { "set-cookie": "a=b" } });
    await withCookie.get("/api/services");
    await withCookie.get("/api/services");
    expect(withCookie.app.calls).toHaveLength(2);

    const noStore = setUp({ "/api/services": "[]" }, { headers: { "cache-control": "no-store" } });
    await noStore.get("/api/services");
    await noStore.get("/api/services");
    expect(noStore.app.calls).toHaveLength(2);
  });

  it("holds at most its limit of answers, dropping the least recently used", async () => {
    const { app, cache } = setUp({ "/": "<html></html>" });
    const get = (host: string) => cache.wrap(app.fetch)(new Request(`http://${host}/`));
    for (const host of ["a.test", "b.test", "c.test"]) await get(host);
    await get("a.test");
    await get("d.test");
    expect(cache.size).toBe(3);
    expect(app.calls).toHaveLength(4);
    await get("a.test");
    expect(app.calls).toHaveLength(4);
    await get("b.test");
    expect(app.calls).toHaveLength(5);
  });
});
