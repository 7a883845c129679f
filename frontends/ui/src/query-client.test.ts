import { describe, expect, it, vi } from "vitest";
import { createQueryClient } from "./query-client.ts";

describe("createQueryClient", () => {
  it("uses the spec's defaults: no retries, no refetching, never stale", () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});

describe("the default read", () => {
  it("GETs the query key's first item as a path, with cookies, and parses JSON", async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json({ title: "Hi" }));
    vi.stubGlobal("fetch", fetchMock);
    const client = createQueryClient();
    await expect(client.fetchQuery({ queryKey: ["/api/content/section/hero-heading"] })).resolves.toEqual({ title: "Hi" });
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/content/section/hero-heading");
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ method: "GET", credentials: "include" });
  });

  it("fails with the status and the body", async () => {
    vi.stubGlobal("fetch", async () => Response.json({ message: "Not found" }, { status: 404 }));
    await expect(createQueryClient().fetchQuery({ queryKey: ["/api/nothing"] })).rejects.toThrow('404: {"message":"Not found"}');
  });
});
