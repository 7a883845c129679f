/**
 * @module Deferring a heavy, below-the-fold piece (the order form with its
 * validation) until the browser is idle after the first render, or until the
 * visitor scrolls near it, whichever comes first. The first paint then needs
 * only the page's own code.
 */
import { useEffect, useState, type RefObject } from "react";

export function useLoadWhenNear(ref: RefObject<Element | null>, margin = "1200px"): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const load = () => setReady(true);
    const idle = typeof window.requestIdleCallback === "function" ? window.requestIdleCallback(load, { timeout: 2500 }) : window.setTimeout(load, 1500);
    let observer: IntersectionObserver | undefined;
    if (ref.current && typeof IntersectionObserver === "function") {
      observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: margin });
      observer.observe(ref.current);
    }
    return () => {
      if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer?.disconnect();
    };
  }, [ready, ref, margin]);
  return ready;
}
