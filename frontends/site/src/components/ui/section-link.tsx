/**
 * @module A link to one of the page's sections (`#order`, `#services`) or to
 * the top. As plain HTML it jumps there (the sections' scroll margin keeps
 * the 80 px offset), so it works before the page is hydrated; once it is, it
 * scrolls smoothly and moves focus (scroll-to-section.ts). A click with a
 * modifier key is left to the browser.
 */
import type { MouseEvent, ReactNode } from "react";
import { scrollToSection, scrollToTop } from "../../lib/scroll-to-section.ts";

export interface SectionLinkProps {
  /** The id of the section, or null for the top of the page. */
  target: string | null;
  className?: string;
  /** Called instead of scrolling, e.g. to close a menu first; it scrolls itself. */
  onNavigate?: (target: string | null) => void;
  children: ReactNode;
}

export function SectionLink({ target, className, onNavigate, children }: SectionLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (onNavigate) onNavigate(target);
    else if (target === null) scrollToTop();
    else scrollToSection(target);
  };
  return (
    <a href={target === null ? "#" : `#${target}`} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
