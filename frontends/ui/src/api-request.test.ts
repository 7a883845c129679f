import { describe, expect, it, vi } from "vitest";
import { ApiError, apiFetch, setApiTransport, throwIfNotOk } from "./api-request.ts";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiFetch", () => {
  it("includes cookies and hands the transport the URL and plain headers, named as the API documents them", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    const headers = new Headers({ "content-type": "application/json", "idempotency-key": "k-1" });
    await apiFetch(new URL("http://localhost/api/login"), { method: "POST", body: '{"username":"a"}', headers });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("http://localhost/api/login");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"username":"a"}' });
    expect(init?.headers).toEqual({ "Content-Type": "application/json", "Idempotency-Key": "k-1" });
  });

  it("sends no headers when there are none, and does not throw on a non-OK answer", async () => {
    const fetchMock = stubFetch(new Response("", { status: 503 }));
    const response = await apiFetch("/api/logout", { method: "POST" });
    expect(response.status).toBe(503);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ headers: {}, credentials: "include" });
  });
});

describe("throwIfNotOk", () => {
  it("throws `status: body` as an ApiError on a non-OK response", async () => {
    const error = await throwIfNotOk(new Response('{"message":"Invalid username or password"}', { status: 401, statusText: "Unauthorized" })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"message":"Invalid username or password"}');
  });

  it("falls back to the status text when the body is empty, and passes an OK response", async () => {
    await expect(throwIfNotOk(new Response("", { status: 503, statusText: "Service Unavailable" }))).rejects.toThrow(/^503: Service Unavailable$/);
    await expect(throwIfNotOk(new Response("{}", { status: 200 }))).resolves.toBeUndefined();
  });
});

describe("setApiTransport", () => {
  it("sends every request through the given transport instead of the network (server rendering)", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    const transport = vi.fn(async (_url: string, _init: RequestInit) => Response.json([{ name: "Mesh Pocket" }]));
    setApiTransport(transport);
    try {
      expect(await (await apiFetch("/api/services")).json()).toEqual([{ name: "Mesh Pocket" }]);
      expect(transport.mock.calls[0]![0]).toBe("/api/services");
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      setApiTransport((url, init) => fetch(url, init));
    }
    await apiFetch("/api/services");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("ApiError", () => {
  it("makes the spec's message from the status and the body, and parses the body", () => {
    const error = new ApiError(400, "Bad Request", '{"message":"Title is required","errors":{"title":"Title is required","n":1}}');
    expect(error.message).toBe('400: {"message":"Title is required","errors":{"title":"Title is required","n":1}}');
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe("Title is required");
    expect(error.fieldErrors).toEqual({ title: "Title is required" });
  });

  it("uses the status text when the body is empty, and tolerates a body that is not JSON", () => {
    expect(new ApiError(503, "Service Unavailable", "").message).toBe("503: Service Unavailable");
    const text = new ApiError(502, "Bad Gateway", "<html>upstream</html>");
    expect(text.message).toBe("502: <html>upstream</html>");
    expect(text.body).toBeUndefined();
    expect(text.serverMessage).toBeUndefined();
    expect(text.fieldErrors).toEqual({});
  });
});
