/** @module Runs before every frontend test file (vitest `web` project). */
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toastQueue } from "../toast-queue.ts";

// findBy*/waitFor poll for a real condition; the library's 1 s default is shorter than a
// first render of a lazily loaded screen on a loaded two-core CI machine (issue 33 item 4).
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  toastQueue.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.documentElement.className = "";
  localStorage.clear();
});

// jsdom has no layout: let scrolling calls succeed silently.
window.scrollTo = () => {};

// jsdom has no CSS.escape, which react-aria's Modal uses (for a CSP nonce lookup).
globalThis.CSS ??= {} as typeof CSS;
CSS.escape ??= (value: string) => value;
