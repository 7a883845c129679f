/**
 * @module Whether the page's scripts have taken over. `/` is first painted
 * from the server's HTML; until React has hydrated it, a button does nothing
 * and text typed into a form would be lost. Controls that cannot work as
 * plain HTML (forms sent with JavaScript, the menu toggle) are disabled until
 * then, so a visitor on a slow connection is never misled.
 *
 * False on the server and during hydration, true from the render after it,
 * and at once when the page is rendered in the browser alone.
 */
import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
