/**
 * @module Runs a callback once the page has loaded, settled and the browser
 * is idle, for work every visitor will want but none should wait for. After
 * the load event and a short settling time, so it neither competes with what
 * the first paint and hydration need nor lands in the busy seconds after
 * them (started at the first idle moment, the order form's code dropped
 * Lighthouse's mobile score from 96 to 77-89 in our runs); at idle, so it does
 * not lengthen a busy moment; with a timeout, so a page that never idles
 * still gets it. Without requestIdleCallback (older Safari) a timer stands in.
 */

/** After the load event, before asking for an idle moment. */
const SETTLE_MS = 2000;
/** How long the browser may then keep the callback waiting for an idle moment. */
const IDLE_TIMEOUT_MS = 3000;

/** Schedules `callback`; the returned function cancels it if it has not run yet. */
export function whenIdleAfterLoad(callback: () => void): () => void {
  let cancel = () => {};
  const settle = () => {
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback !== "function") return callback();
      const handle = window.requestIdleCallback(callback, { timeout: IDLE_TIMEOUT_MS });
      cancel = () => window.cancelIdleCallback(handle);
    }, SETTLE_MS);
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === "complete") {
    settle();
    return () => cancel();
  }
  window.addEventListener("load", settle, { once: true });
  return () => {
    window.removeEventListener("load", settle);
    cancel();
  };
}
