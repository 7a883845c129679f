import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { scrollToSection } from "./scroll-to-section.ts";

/** A section whose distance from the top of the viewport is whatever `at` says now. */
function sectionAt(at: { top: number }): HTMLElement {
  const element = document.createElement("section");
  element.id = "contact";
  element.getBoundingClientRect = () => ({ top: at.top }) as DOMRect;
  document.body.append(element);
  return element;
}

describe("scrollToSection", () => {
  let scrollTo: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    scrollTo = vi.fn();
    vi.stubGlobal("scrollTo", scrollTo);
    // jsdom has no scrollend; the browsers we target do.
    (window as { onscrollend?: unknown }).onscrollend = null;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (window as { onscrollend?: unknown }).onscrollend;
    document.body.innerHTML = "";
  });

  it("puts the section 80 px below the top, and again when content above it grew on the way", () => {
    const at = { top: 5080 };
    sectionAt(at);
    expect(scrollToSection("contact")).toBe(true);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 5000, behavior: "smooth" });
    // The order form arrived during the scroll: the section ended 206 px lower.
    at.top = 286;
    window.dispatchEvent(new Event("scrollend"));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 206, behavior: "auto" });
    // Only once.
    window.dispatchEvent(new Event("scrollend"));
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });

  it("leaves the page alone when the visitor takes over the scrolling", () => {
    const at = { top: 5080 };
    sectionAt(at);
    scrollToSection("contact");
    window.dispatchEvent(new Event("wheel"));
    at.top = 900;
    window.dispatchEvent(new Event("scrollend"));
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });
});
