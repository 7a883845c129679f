import { hydrate } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setApiTransport } from "@stringing/ui/api-request";
import { createQueryClient } from "@stringing/ui/query-client";
import { renderTrackPage, TrackPage } from "./render-track-page.tsx";
import { TRACKED } from "../testing/tracked-order.ts";

const TOKEN = "cd".repeat(32);

function fakeApi(answers: Record<string, () => Response>) {
  const asked: string[] = [];
  const request = vi.fn(async (url: string) => {
    asked.push(url);
    return answers[url]?.() ?? Response.json({ message: "Not found" }, { status: 404 });
  });
  return { request, asked };
}

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("renderTrackPage", () => {
  it("renders the order's status with its reads and title, on the UTC clock", async () => {
    const pending = { ...TRACKED, status: "pending", inboundTracking: null };
    const { request, asked } = fakeApi({
      [`/api/track/${TOKEN}`]: () => Response.json(pending),
      "/api/content/section/contact-info": () => Response.json({ founderName: "9 Pocket Road|Austin, TX" }),
    });
    const page = await renderTrackPage({ request, token: TOKEN });
    expect(page.status).toBe(200);
    expect(page.title).toBe("Order #42 status | StringMaster Pro");
    expect(page.html).toContain("Order #<!-- -->42");
    expect(page.html).toContain("9 Pocket Road");
    expect(page.html).toContain("Nov 24, 2026, 5:20 PM UTC");
    expect(page.html).toContain('href="https://pay.example.com/45.00"');
    expect(new Set(asked).size).toBe(asked.length);
    expect(page.state.queries.map((query) => query.queryKey[0])).toEqual(expect.arrayContaining([`/api/track/${TOKEN}`, "/api/content/section/contact-info"]));
  });

  it("renders the 404 page, with status 404, for a token that names no order", async () => {
    const { request } = fakeApi({});
    const page = await renderTrackPage({ request, token: "nope" });
    expect(page.status).toBe(404);
    expect(page.title).toBe("404 Page Not Found | StringMaster Pro");
    expect(page.html).toContain("This page doesn’t exist");
  });

  it("refuses to render a page it could not read, so the browser renders it", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { request } = fakeApi({ [`/api/track/${TOKEN}`]: () => Response.json({ message: "Database unavailable" }, { status: 503 }) });
    await expect(renderTrackPage({ request, token: TOKEN })).rejects.toThrow();
  });

  it("hydrates in the browser without a mismatch or a second read, then shows the visitor's own clock", async () => {
    const { request } = fakeApi({ [`/api/track/${TOKEN}`]: () => Response.json(TRACKED) });
    const { html, state } = await renderTrackPage({ request, token: TOKEN });
    const errors: unknown[] = [];
    vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));
    const browserFetch = vi.fn(async () => Response.json({}));
    vi.stubGlobal("fetch", browserFetch);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const client = createQueryClient();
    hydrate(client, JSON.parse(JSON.stringify(state)));
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <TrackPage client={client} token={TOKEN} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(browserFetch).not.toHaveBeenCalled();
    expect(container.querySelector("h1")?.textContent).toBe("Order #42");
    expect(container.textContent).not.toContain(" UTC");
    act(() => root?.unmount());
  });
});
