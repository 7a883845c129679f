import { describe, expect, it, vi } from "vitest";
import { api, unwrap, withSignal } from "./api-client.ts";
import { ApiError, setApiTransport } from "./api-request.ts";

function stubFetch(answer: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => answer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

describe("the typed client", () => {
  it("sends the route's path, parameters and query, cookies included", async () => {
    const fetchMock = stubFetch(() => Response.json([]));
    await unwrap(api.orders.customer[":customerId"].$get({ param: { customerId: "12" } }));
    await unwrap(api.customers.$get({ query: { limit: "26", offset: "0", q: "ada" } }));
    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${url}`)).toEqual([
      "GET /api/orders/customer/12",
      "GET /api/customers?limit=26&offset=0&q=ada",
    ]);
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: "include" });
  });

  it("sends a body as JSON with a JSON content type, and other headers as given", async () => {
    const fetchMock = stubFetch(() => Response.json({ id: 7, paymentUrl: null }, { status: 201 }));
    const body = { email: "ada@example.com" };
    await unwrap(api.subscribers.$post({ json: body }, { headers: { "Idempotency-Key": "k-1" } }));
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.method).toBe("POST");
    expect(init.body).toBe('{"email":"ada@example.com"}');
    expect(init.headers).toEqual({ "Content-Type": "application/json", "Idempotency-Key": "k-1" });
  });

  it("answers the parsed JSON, or null for an empty body", async () => {
    stubFetch(() => Response.json({ status: "ok" }));
    await expect(unwrap(api.health.$get())).resolves.toEqual({ status: "ok" });
    stubFetch(() => new Response(null, { status: 200 }));
    await expect(unwrap(api.logout.$post())).resolves.toBeNull();
  });

  it("throws an ApiError with the status and the body; its message is `status: body`", async () => {
    stubFetch(() => Response.json({ message: "Invalid username or password" }, { status: 401, statusText: "Unauthorized" }));
    const error = await unwrap(api.login.$post({ json: { username: "a", password: "b" } })).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, body: { message: "Invalid username or password" }, message: '401: {"message":"Invalid username or password"}' });
  });

  it("passes react-query's signal on", async () => {
    const fetchMock = stubFetch(() => Response.json([]));
    const controller = new AbortController();
    await unwrap(api.services.$get({ query: {} }, withSignal(controller.signal)));
    expect(fetchMock.mock.calls[0]![1]?.signal).toBe(controller.signal);
    expect(withSignal(undefined)).toBeUndefined();
  });

  it("goes through the transport, so the server rendering answers it in process", async () => {
    const fetchMock = stubFetch(() => Response.json([]));
    const transport = vi.fn(async (_url: string, _init: RequestInit) => Response.json([{ name: "Mesh Pocket" }]));
    setApiTransport(transport);
    try {
      expect(await unwrap(api.services.$get({ query: {} }))).toEqual([{ name: "Mesh Pocket" }]);
      expect(transport.mock.calls[0]![0]).toBe("/api/services");
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      setApiTransport((url, init) => fetch(url, init));
    }
  });
});
