import { describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, fetchJson, sendJson, setApiTransport } from "./api-request.ts";

function stubFetch(response: Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("apiRequest", () => {
  it("includes cookies and sends a body as JSON with a JSON content type", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/login", { username: "a", password: "b" });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/login");
    expect(init?.method).toBe("POST");
    expect(init?.credentials).toBe("include");
    expect((init?.headers as Record<string, string>)["Content-Type"]).toBe("application/json");
    expect(init?.body).toBe('{"username":"a","password":"b"}');
  });

  it("sends no body and no content type without a payload", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    await apiRequest("POST", "/api/logout");
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBeUndefined();
    expect(init.headers).toEqual({});
    expect(init.credentials).toBe("include");
  });

  it("throws `status: body` on a non-OK response", async () => {
    stubFetch(new Response('{"message":"Invalid username or password"}', { status: 401, statusText: "Unauthorized" }));
    await expect(apiRequest("POST", "/api/login", {})).rejects.toThrow('401: {"message":"Invalid username or password"}');
  });

  it("falls back to the status text when the body is empty", async () => {
    stubFetch(new Response("", { status: 503, statusText: "Service Unavailable" }));
    await expect(fetchJson("/api/services")).rejects.toThrow(/^503: Service Unavailable$/);
  });
});

describe("fetchJson and sendJson", () => {
  it("GETs and parses JSON", async () => {
    const fetchMock = stubFetch(Response.json({ title: "Hi" }));
    await expect(fetchJson("/api/content/section/hero-heading")).resolves.toEqual({ title: "Hi" });
    expect(fetchMock.mock.calls[0]![1]?.method).toBe("GET");
  });

  it("sendJson answers null for an empty body", async () => {
    stubFetch(new Response(null, { status: 204 }));
    await expect(sendJson("DELETE", "/api/orders/1")).resolves.toBeNull();
  });
});

describe("setApiTransport", () => {
  it("sends every request through the given transport instead of the network (server rendering)", async () => {
    const fetchMock = stubFetch(new Response("{}", { status: 200 }));
    const transport = vi.fn(async (_url: string, _init: RequestInit) => Response.json([{ name: "Mesh Pocket" }]));
    setApiTransport(transport);
    try {
      expect(await fetchJson("/api/services")).toEqual([{ name: "Mesh Pocket" }]);
      expect(transport.mock.calls[0]![0]).toBe("/api/services");
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      setApiTransport((url, init) => fetch(url, init));
    }
    await fetchJson("/api/services");
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
