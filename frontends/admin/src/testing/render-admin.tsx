/**
 * @module Test helper: renders admin UI the way the shell hosts it (a
 * QueryClient with the product's defaults, a jotai store) at a given path,
 * with `fetch` answered by a table of routes.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { createStore, Provider as JotaiProvider } from "jotai";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";

export type FakeRoute = (init: RequestInit | undefined) => Response | Promise<Response> | "never";

/** Stubs `fetch`: `"METHOD /path"` → answer; "never" leaves the request pending. */
export function stubApi(routes: Record<string, FakeRoute>) {
  const fetchMock = vi.fn((input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const key = `${init?.method ?? "GET"} ${String(input)}`;
    const route = routes[key];
    if (!route) return Promise.resolve(Response.json({ message: "Not found" }, { status: 404 }));
    const answer = route(init);
    if (answer === "never") return new Promise<Response>(() => {});
    return Promise.resolve(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

export const json =
  (body: unknown, status = 200) =>
  () =>
    Response.json(body, { status });

export function renderAdmin(ui: ReactElement, { path = "/" }: { path?: string } = {}) {
  const location = memoryLocation({ path, record: true });
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: Infinity },
      mutations: { retry: false },
    },
  });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={createStore()}>
        <Router hook={location.hook}>{ui}</Router>
      </JotaiProvider>
    </QueryClientProvider>,
  );
  return { ...result, location, queryClient, currentPath: () => location.history.at(-1) };
}
