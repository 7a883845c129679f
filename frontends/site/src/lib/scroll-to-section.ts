/**
 * @module Smooth scrolling to the page's anchored sections (public spec §2,
 * Navigation bar): the target lands 80 px below the top so the sticky bar
 * does not cover it. Focus moves to the section for keyboard and screen
 * reader users.
 */

export const NAV_OFFSET = 80;

/** The scroll position that puts an element `offset` px below the top. */
export function sectionScrollTop(elementTop: number, scrollY: number, offset = NAV_OFFSET): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}

const prefersReducedMotion = (): boolean =>
  typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** Scrolls to the top of the page. */
export function scrollToTop(): void {
  window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? "auto" : "smooth" });
}

/** Scrolls to the section with this id; `false` when it is not on the page. */
export function scrollToSection(id: string): boolean {
  const element = document.getElementById(id);
  if (!element) return false;
  const top = sectionScrollTop(element.getBoundingClientRect().top, window.scrollY);
  window.scrollTo({ top, behavior: prefersReducedMotion() ? "auto" : "smooth" });
  if (element.tabIndex < 0 && !element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
  element.focus({ preventScroll: true });
  return true;
}
