import { afterEach, beforeEach } from "vitest";

/** What a contract's factory hands over: a port with nothing in it yet, and how to let it go. */
export type Fresh<T> = { subject: T; dispose?: () => Promise<void> };

export type FreshFactory<T> = () => Promise<Fresh<T>>;

/**
 * Opens a fresh subject before each test of the calling describe block and
 * disposes of it after; call the returned function inside tests.
 */
export function useFresh<T>(open: FreshFactory<T>): () => T {
  let current: Fresh<T> | undefined;
  beforeEach(async () => {
    current = await open();
  });
  afterEach(async () => {
    await current?.dispose?.();
    current = undefined;
  });
  return () => {
    if (!current) throw new Error("useFresh: no subject (call it inside a test)");
    return current.subject;
  };
}
