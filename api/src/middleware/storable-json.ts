import { createMiddleware } from "hono/factory";
import { findUnstorableText, MAX_JSON_DEPTH, nestsDeeperThan } from "@stringing/core/shared/storable-text";
import type { AppEnv } from "../app-env.ts";

export const JSON_TOO_DEEP_MESSAGE = `JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

/**
 * Refuses JSON bodies holding text Postgres cannot store (NUL, lone
 * surrogates) with a 400 naming the field, before any route sees them, and
 * bodies nested deeper than any form sends, before anything walks them.
 * Malformed JSON is left for the validator, which answers 400 too.
 */
export const storableJson = createMiddleware<AppEnv>(async (c, next) => {
  if (c.req.method === "GET" || c.req.method === "HEAD" || !c.req.header("content-type")?.includes("json")) return next();
  const text = await c.req.text();
  // No body at all is not malformed JSON; the route's validator decides whether it needed one.
  if (text.trim() === "") return next();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    // An engine whose parser recurses runs out of stack on deep nesting: a RangeError, not a syntax error.
    if (error instanceof RangeError) return c.json({ message: JSON_TOO_DEEP_MESSAGE }, 400);
    return c.json({ message: "Malformed JSON in request body" }, 400);
  }
  if (nestsDeeperThan(body)) return c.json({ message: JSON_TOO_DEEP_MESSAGE }, 400);
  const field = findUnstorableText(body);
  if (field)
    return c.json({ message: "Text contains characters that cannot be stored", errors: { [field]: "Text contains characters that cannot be stored" } }, 400);
  return next();
});
