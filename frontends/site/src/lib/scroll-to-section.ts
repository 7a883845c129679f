/**
 * @module Smooth scrolling to the page's anchored sections
 * (docs/rules/public-site.md, Navigation): the target lands 80 px below the top so the sticky bar
 * does not cover it. Focus moves to the section for keyboard and screen
 * reader users.
 */

export const NAV_OFFSET = 80;

/** The scroll position that puts an element `offset` px below the top. */
export function sectionScrollTop(elementTop: number, scrollY: number, offset = NAV_OFFSET): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

const prefersReducedMotion = (): boolean => typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Scrolls to the top of the page. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/**
 * Content above the target can change height on the way (the order form
 * arrives as the page scrolls past it); when the scroll ends, the target is
 * put back where it belongs, unless the visitor took over the scrolling.
 */
function landOn(element: HTMLElement, top: number): void {
  if (!("onscrollend" in window) || Math.abs(top - window.scrollY) < 1) return;
  const watch = new AbortController();
  const settle = () => {
    watch.abort();
    const { top: now } = element.getBoundingClientRect();
    if (Math.abs(now - NAV_OFFSET) > 1) window.scrollTo({ top: sectionScrollTop(now, window.scrollY), behavior: "auto" });
  };
  window.addEventListener("scrollend", settle, { signal: watch.signal });
  for (const input of ["wheel", "touchstart", "pointerdown", "keydown"])
    window.addEventListener(input, () => watch.abort(), { signal: watch.signal, passive: true });
}

/** Scrolls to the section with this id; `false` when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = sectionScrollTop(element.getBoundingClientRect().top, window.scrollY);
  landOn(element, top);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}
