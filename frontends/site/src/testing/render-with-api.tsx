/**
 * @module Renders a piece of the page over a fake API: `routes` answers by
 * "METHOD path" (or just the path for GET); anything else is a 404. Every
 * call is recorded.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactElement } from "react";
import { vi } from "vitest";
import { ToastRegion } from "@stringing/ui/components/toast-region";

// jsdom has no CSS.escape; react-aria's popovers and lists call it.
const globalCss = globalThis as { CSS?: { escape?: (value: string) => string } };
if (!globalCss.CSS?.escape) {
  globalCss.CSS = { ...globalCss.CSS, escape: (value: string) => value.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`) };
}

export type FakeAnswer = unknown | ((init: RequestInit) => Response | Promise<Response>);

export interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

export function renderWithApi(ui: ReactElement, routes: Record<string, FakeAnswer> = {}) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? "GET";
    const headers = (init.headers ?? {}) as Record<string, string>;
    calls.push({ method, url, headers, body: typeof init.body === "string" ? JSON.parse(init.body) : undefined });
    const answer = routes[`${method} ${url}`] ?? (method === "GET" ? routes[url] : undefined);
    if (answer === undefined) return Response.json({ message: "Not found" }, { status: 404 });
    if (typeof answer === "function") return (answer as (init: RequestInit) => Response | Promise<Response>)(init);
    return Response.json(answer);
  });
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      {ui}
      <ToastRegion />
    </QueryClientProvider>,
  );
  return { ...view, calls, fetchMock, client };
}
