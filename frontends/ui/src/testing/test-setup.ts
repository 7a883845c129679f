/** @module Runs before every frontend test file (vitest `web` project). */
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { toastQueue } from "../toast-queue.ts";

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
