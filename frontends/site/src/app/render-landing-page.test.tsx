import { hydrate } from "@tanstack/react-query";
import { act } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setApiTransport } from "@stringing/ui/api-request";
import { createQueryClient } from "@stringing/ui/query-client";
import { Suspense } from "react";
import { renderToString } from "react-dom/server";
import { LandingPage, renderLandingPage, whyNotRendered } from "./render-landing-page.tsx";

const API: Record<string, unknown> = {
  "/api/content/section/hero-heading": {
    section: "hero-heading",
    title: "Pockets That Win Games",
    content: "Strung by hand.",
    imageUrl: "/objects/hero.webp",
    visible: true,
  },
  "/api/services": [
    {
      id: 1,
      name: "Traditional Pocket",
      description: "Leather and crosslace.",
      features: ["Hand strung"],
      priceDisplay: "$45",
      icon: "star",
      iconBg: "primary",
      visible: true,
    },
    { id: 2, name: "Mesh Pocket", description: "Modern mesh.", features: [], priceDisplay: "$35", icon: "star", iconBg: "blue", visible: true },
  ],
  "/api/testimonials": [
    { id: 1, name: "Jake", content: "Best pocket ever.", rating: 5, visible: true },
    { id: 2, name: "Ava", content: "Fast turnaround.", rating: 4, visible: true },
  ],
  "/api/event-images": [{ id: 1, title: "Summer Tour", description: "On the road", imageUrl: "/objects/tour.webp", visible: true }],
};

function fakeApi() {
  const asked: string[] = [];
  const request = vi.fn(async (url: string) => {
    asked.push(url);
    return url in API ? Response.json(API[url]) : Response.json({ message: "Not found" }, { status: 404 });
  });
  return { request, asked };
}

/** A component that always throws while rendering. */
function Broken(): never {
  throw new Error("boom");
}

afterEach(() => {
  setApiTransport((url, init) => fetch(url, init));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

describe("renderLandingPage", () => {
  it("renders every section from the API's answers, each read asked once, and hands over the query cache", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const { request, asked } = fakeApi();
    const { html, state } = await renderLandingPage({ request, shopUrl: "https://store.example.com/" });

    expect(html).toContain("Pockets That Win Games");
    expect(html).toContain('src="/objects/hero.webp"');
    expect(html).toContain("Traditional Pocket");
    expect(html).toContain("Best pocket ever.");
    expect(html).toContain("Summer Tour");
    expect(html).toContain('href="https://store.example.com/"');
    // Sections without an answer fall back to their defaults, as in the browser.
    expect(html).toContain("About");
    expect(new Set(asked).size).toBe(asked.length);
    expect(asked).toEqual(expect.arrayContaining(Object.keys(API)));
    // The shop link comes from the head, not from a read of a section that usually does not exist.
    expect(asked).not.toContain("/api/content/section/shop-url");
    const keys = state.queries.map((query) => query.queryKey[0]);
    expect(keys).toEqual(expect.arrayContaining(Object.keys(API)));
  });

  it("hydrates in the browser without a mismatch and without asking for the same data again", async () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    const { request } = fakeApi();
    const { html, state } = await renderLandingPage({ request, shopUrl: null });
    quiet.mockRestore();
    // From here on, React reports any mismatch with the server's markup as an error.
    const errors: unknown[] = [];
    const consoleError = vi.spyOn(console, "error").mockImplementation((...args) => errors.push(args));

    const browserFetch = vi.fn(async (_url: string) => Response.json([]));
    vi.stubGlobal("fetch", browserFetch);
    const container = document.createElement("div");
    container.innerHTML = html;
    document.body.append(container);
    const client = createQueryClient();
    hydrate(client, JSON.parse(JSON.stringify(state)));

    const subscribe = () => container.querySelector<HTMLButtonElement>('form[aria-label="Newsletter signup"] button[type="submit"]')!;
    // Served disabled: before hydration it could only reload the page.
    expect(subscribe().disabled).toBe(true);
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, <LandingPage client={client} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(container.querySelector("h1")?.textContent).toBe("Pockets That Win Games");
    expect(subscribe().disabled).toBe(false);
    // Only the order form, which is not part of the server's page, asks for anything.
    expect(browserFetch.mock.calls.map(([url]) => url).filter((url) => url !== "/api/payment-settings")).toEqual([]);
    act(() => root?.unmount());
    consoleError.mockRestore();
  });

  it("tells a page React could only leave for the browser from a rendered one", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(
      whyNotRendered(
        renderToString(
          <Suspense fallback={null}>
            <Broken />
          </Suspense>,
        ),
      ),
    ).toMatch(/boom|client rendering/i);
    expect(
      whyNotRendered(
        renderToString(
          <Suspense fallback={null}>
            <h1>Hello</h1>
          </Suspense>,
        ),
      ),
    ).toBeNull();
  });
});
