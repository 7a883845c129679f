/**
 * @module Deferring a heavy, below-the-fold piece (the order form with its
 * validation) until the visitor comes near it. Neither the first paint nor
 * the hydration of `/` waits for it. It renders in a transition, in short
 * tasks. (The order section also loads its form once the loaded page is
 * idle: use-idle-after-load.ts.)
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
