/**
 * @module The timing of the page's two carousels (docs/rules/public-site.md, Events & Community and Testimonials):
 * one slide at a time, advancing every `intervalMs` and wrapping both ways.
 * Rotation stops while the pointer is over the carousel, while focus is
 * inside it, and while the visitor has pressed Pause (WCAG 2.2.2). A manual
 * move restarts the clock, so the next slide gets its full time.
 */
import { useCallback, useEffect, useState, type FocusEvent } from "react";

/** `index` moved into 0..count-1, wrapping from the last to the first and back. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function useCarousel(count: number, intervalMs: number) {
  const [rawIndex, setIndex] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [restarts, setRestarts] = useState(0);
  const index = wrapIndex(rawIndex, count);
  const rotating = count > 1 && !userPaused && !hovered && !focused;

  // biome-ignore lint/correctness/useExhaustiveDependencies: restarts is not read inside; a change to it (a manual move) restarts the interval so the next slide gets its full time.
  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((current) => wrapIndex(current + 1, count)), intervalMs);
    return () => clearInterval(timer);
  }, [rotating, count, intervalMs, restarts]);

  const goTo = useCallback(
    (target: number) => {
      setIndex(wrapIndex(target, count));
      setRestarts((n) => n + 1);
    },
    [count],
  );

  return {
    index,
    /** True while the slides change on their own. */
    rotating,
    /** True when the visitor pressed Pause. */
    userPaused,
    next: () => goTo(index + 1),
    previous: () => goTo(index - 1),
    goTo,
    togglePaused: () => setUserPaused((paused) => !paused),
    /** Spread on the carousel's root: pauses on hover and while focus is inside. */
    rootProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

export type Carousel = ReturnType<typeof useCarousel>;
