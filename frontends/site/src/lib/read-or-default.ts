/**
 * @module The page's reads (docs/rules/public-site.md, Reads and defaults): a failed request, a
 * non-OK answer or an answer of the wrong shape is logged to the console and
 * replaced silently by the section's defaults. Only a cancelled request
 * (the query was dropped) is rethrown.
 */
import type { ClientResponse } from "hono/client";
import { unwrap } from "@stringing/ui/api-client";

/**
 * `read` is a typed-client call; `parse` still takes what arrived as
 * `unknown` and checks it, because docs/rules/public-site.md, Reads and defaults, wants a wrong shape on the wire
 * to fall back to the defaults like any other failure.
 */
export async function readOrDefault<T>(
  path: string,
  read: () => Promise<ClientResponse<unknown, number, string>>,
  fallback: T,
  parse: (data: unknown) => T,
  signal?: AbortSignal,
): Promise<T> {
  try {
    return parse(await unwrap(read()));
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error(`${path} unavailable, showing the defaults:`, error);
    return fallback;
  }
}

/** A non-empty string, else undefined. */
export const text = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value : undefined);

/** The array of an answer, or a throw that sends the read to its defaults. */
export function asList(data: unknown): Record<string, unknown>[] {
  if (!Array.isArray(data)) throw new Error("Expected a list");
  return data.filter((item): item is Record<string, unknown> => !!item && typeof item === "object");
}

/** docs/rules/content.md, Visibility: a public item is hidden only when `visible` is explicitly false. */
export const isShown = (item: Record<string, unknown>): boolean => item.visible !== false;
