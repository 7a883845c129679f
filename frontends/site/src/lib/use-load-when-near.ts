/**
 * @module Deferring a heavy, below-the-fold piece (the order form with its
 * validation) until the visitor comes near it. Neither the first paint nor
 * the hydration of `/` waits for it, and its code never runs while the page
 * is settling (loaded at idle time, its evaluation alone was a quarter-second
 * task on a mid-range phone). It renders in a transition, in short tasks.
 * A jump past it still lands right: scroll-to-section.ts corrects for the
 * height it takes once it arrives.
 */
import { startTransition, useEffect, useState, type RefObject } from "react";

export function useLoadWhenNear(ref: RefObject<Element | null>, margin = "1200px"): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const load = () => startTransition(() => setReady(true));
    // Without IntersectionObserver there is no "near": load at once.
    if (typeof IntersectionObserver !== "function" || !ref.current) return load();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && load(), { rootMargin: margin });
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [ready, ref, margin]);
  return ready;
}
