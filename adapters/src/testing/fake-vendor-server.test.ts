import { request as httpRequest } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type FakeVendorServer, jsonAnswer, parseJsonBody, rawAnswer, startFakeVendorServer, type VendorRequest } from "./fake-vendor-server.ts";

let server: FakeVendorServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe("startFakeVendorServer", () => {
  it("listens on loopback and hands the fake the whole request: method, path without query, headers and UTF-8 body", async () => {
    const seen: VendorRequest[] = [];
    server = await startFakeVendorServer((request) => {
      seen.push(request);
      return jsonAnswer(201, { ok: true, echo: request.body }, { "retry-after": "3" });
    });
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/v1/things/?limit=2&q=%C3%A9`, {
      method: "POST",
      headers: { authorization: "Bearer k", "x-twice": "a" },
      body: "Zoë 🥍",
    });
    expect(response.status).toBe(201);
    expect(response.headers.get("content-type")).toBe("application/json");
    expect(response.headers.get("retry-after")).toBe("3");
    expect(await response.json()).toEqual({ ok: true, echo: "Zoë 🥍" });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: "POST", path: "/v1/things/", body: "Zoë 🥍" });
    expect(seen[0]!.query.get("q")).toBe("é");
    expect(seen[0]!.header("Authorization")).toBe("Bearer k");
    expect(seen[0]!.header("x-missing")).toBeUndefined();
  });

  it("keeps a path that starts with two slashes a path", async () => {
    const paths: string[] = [];
    server = await startFakeVendorServer((request) => {
      paths.push(request.path);
      return jsonAnswer(404, {});
    });
    const { port } = new URL(server.url);
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest({ host: "127.0.0.1", port, path: "//evil.example/x", method: "GET" }, (response) => {
        response.resume();
        response.on("end", resolve);
      });
      request.on("error", reject);
      request.end();
    });
    expect(paths).toEqual(["//evil.example/x"]);
  });

  it("sends bytes as they are, with the content type given", async () => {
    const bytes = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]);
    server = await startFakeVendorServer(() => rawAnswer(200, bytes, "application/pdf"));
    const response = await fetch(`${server.url}/labels/a.pdf`);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
  });

  it("answers 500 naming the error when the fake itself throws, instead of leaving the request hanging", async () => {
    server = await startFakeVendorServer(async () => {
      throw new Error("no such rate");
    });
    const response = await fetch(`${server.url}/rates/x`);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: "fake vendor server failed: no such rate" });
  });

  it("closes while a client still holds a keep-alive connection", async () => {
    server = await startFakeVendorServer(() => jsonAnswer(200, {}));
    await (await fetch(`${server.url}/`)).arrayBuffer();
    const url = server.url;
    await server.close();
    server = undefined;
    await expect(fetch(`${url}/`)).rejects.toThrow();
  });
});

describe("parseJsonBody", () => {
  it("parses JSON and reports anything else as a failure rather than throwing", () => {
    expect(parseJsonBody('{"a":[1]}')).toEqual({ ok: true, value: { a: [1] } });
    expect(parseJsonBody("")).toEqual({ ok: false });
    expect(parseJsonBody("{not json")).toEqual({ ok: false });
  });
});
