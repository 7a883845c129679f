import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { HERO_DEFAULTS, HERO_MOBILE_IMAGE } from "../api/get-hero-content.ts";
import { Hero } from "./hero.tsx";

function renderHero(answer: (url?: string, init?: RequestInit) => Promise<Response>) {
  const fetchMock = vi.fn(answer);
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(console, "error").mockImplementation(() => {});
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const view = render(
    <QueryClientProvider client={client}>
      <Hero />
    </QueryClientProvider>,
  );
  return { ...view, fetchMock };
}

const heroImage = (container: HTMLElement) => container.querySelector("img");

describe("Hero", () => {
  it("shows a spinner while loading", () => {
    renderHero(() => new Promise(() => {}));
    expect(screen.getByRole("status").textContent).toBe("Loading");
    expect(screen.queryByRole("heading")).toBeNull();
  });

  it("shows the content from the API", async () => {
    const { container, fetchMock } = renderHero(async (url) =>
      url === "/api/content/section/hero-heading"
        ? Response.json({ title: "Strung Right", content: "Pockets that hold.", imageUrl: "/uploads/hero.webp" })
        : Response.json({ message: "Content section not found" }, { status: 404 }),
    );
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Strung Right");
    expect(screen.getByText("Pockets that hold.")).toBeTruthy();
    expect(heroImage(container)?.getAttribute("src")).toBe("/uploads/hero.webp");
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/content/section/hero-heading");
    expect(fetchMock.mock.calls[0]![1]).toMatchObject({ credentials: "include" });
  });

  it("falls back silently to the defaults when the request fails", async () => {
    const { container } = renderHero(() => Promise.reject(new TypeError("Failed to fetch")));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Professional Lacrosse Stringing Services");
    expect(screen.getByText(HERO_DEFAULTS.content)).toBeTruthy();
    expect(heroImage(container)?.getAttribute("src")).toBe("/images/hero.svg");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("falls back to the defaults on a non-OK answer", async () => {
    renderHero(async () => Response.json({ message: "Not found" }, { status: 404 }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(HERO_DEFAULTS.title);
  });

  it("fills missing fields from the defaults", async () => {
    const { container } = renderHero(async () => Response.json({ title: "Only a title", content: "", imageUrl: null }));
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Only a title");
    expect(screen.getByText(HERO_DEFAULTS.content)).toBeTruthy();
    expect(heroImage(container)?.getAttribute("src")).toBe(HERO_DEFAULTS.imageUrl);
  });

  it("adds the owner's subtitle above the title and further text below the description", async () => {
    renderHero(async (url) =>
      Response.json(
        url === "/api/content/section/hero-subtitle"
          ? { title: null, content: "Baltimore's stringing shop", visible: true }
          : url === "/api/content/section/hero-content"
            ? { title: null, content: "Free return shipping.", visible: true }
            : { title: "Strung Right", content: "Pockets that hold.", visible: true },
      ),
    );
    await screen.findByText("Baltimore's stringing shop");
    expect(screen.getByText("Free return shipping.")).toBeTruthy();
  });

  it("uses the owner's mobile picture below 640 px, else their desktop one", async () => {
    const answer = (mobile: unknown) => async (url?: string) =>
      url === "/api/content/section/hero-image-mobile"
        ? Response.json(mobile, mobile ? {} : { status: 404 })
        : Response.json({ title: "Strung Right", content: "Pockets that hold.", imageUrl: "/objects/wide.jpg", visible: true });
    const first = renderHero(answer({ imageUrl: "/objects/narrow.jpg", visible: true }));
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(first.container.querySelector("picture source")?.getAttribute("srcset")).toBe("/objects/narrow.jpg"));
    first.unmount();
    const second = renderHero(answer(null));
    await screen.findByRole("heading", { level: 1 });
    await waitFor(() => expect(second.fetchMock).toHaveBeenCalledTimes(4));
    expect(second.container.querySelector("picture source")?.getAttribute("srcset")).toBe("/objects/wide.jpg");
  });

  it("shows no hero, and none of the built-in text, when the owner hid it", async () => {
    const hidden = { title: null, content: null, imageUrl: null, visible: false };
    const { container, fetchMock } = renderHero(async () => Response.json(hidden));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByRole("status")).toBeNull());
    expect(container.textContent).toBe("");
    expect(container.textContent).not.toContain(HERO_DEFAULTS.title);
  });

  it("uses the smaller picture below 640 px and offers the two buttons", async () => {
    const { container } = renderHero(() => Promise.reject(new Error("offline")));
    await screen.findByRole("heading", { level: 1 });
    const source = container.querySelector("picture source");
    expect(source?.getAttribute("media")).toBe("(max-width: 639px)");
    expect(source?.getAttribute("srcset")).toBe(HERO_MOBILE_IMAGE);
    expect(screen.getByRole("link", { name: "Get Started" }).getAttribute("href")).toBe("#order");
    expect(screen.getByRole("link", { name: "View Services" }).getAttribute("href")).toBe("#services");
  });
});
