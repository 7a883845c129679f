import { z } from "zod";
import { isHttpUrl, isImageUrl } from "./safe-url.ts";

/**
 * The zod building blocks of the site-content schemas. Each create schema
 * adds defaults on top of these; update schemas are partial and default-free,
 * so a visibility toggle (`{visible}`) changes nothing else.
 */

export const MAX_INT = 2_147_483_647;

const emptyToNull = (value: string | null) => (value === "" ? null : value);

/** Trimmed, non-empty text; a missing, empty or non-text value gets `message`. */
export const requiredText = (message: string, max = 500) => z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

/** Optional text: absent, null or empty (stored as null). */
export const optionalText = (max = 500) => z.string().trim().max(max, `Must be at most ${max} characters`).nullable().transform(emptyToNull).optional();

// The URL checks let an empty value through so that it reports only the "required" message.

/** A required absolute http(s) address. */
export const requiredHttpUrl = (requiredMessage: string, invalidMessage: string) =>
  requiredText(requiredMessage, 2000).refine((value) => value === "" || isHttpUrl(value), invalidMessage);

export const IMAGE_URL_MESSAGE = "Image must be a web address (http or https) or an uploaded image";

/** A required image: an http(s) URL or a path on this site. */
export const requiredImageUrl = (requiredMessage: string) =>
  requiredText(requiredMessage, 2000).refine((value) => value === "" || isImageUrl(value), IMAGE_URL_MESSAGE);

/** An optional image; empty means none (null), which is how Remove Image clears it. */
export const optionalImageUrl = () => optionalText(2000).refine((value) => value == null || isImageUrl(value), IMAGE_URL_MESSAGE);

/** Whole cents, never negative (docs/rules/money.md, Cents). */
export const cents = (negativeMessage = "Price must be non-negative") =>
  z
    .number({ error: "Price must be a number (in cents)" })
    .int("Price must be a whole number of cents")
    .min(0, negativeMessage)
    .max(MAX_INT, "Price is too large");

/** The `order` field: lower comes first. */
export const displayOrder = () =>
  z.number({ error: "Order must be a number" }).int("Order must be a whole number").min(0, "Order must be at least 0").max(MAX_INT, "Order is too large");

export const visibleFlag = () => z.boolean({ error: "Visible must be true or false" });

/** The message when the body is not a JSON object at all. */
export const OBJECT_BODY = { error: "Request body must be a JSON object" } as const;

/**
 * Accepts the admin form's alternative name for a field (e.g. `displayOrder`
 * for `order`) when the canonical one is absent.
 */
export const withAlias = <Schema extends z.ZodType>(schema: Schema, aliases: Record<string, string>) =>
  z.preprocess((input) => {
    if (!input || typeof input !== "object" || Array.isArray(input)) return input;
    const body = { ...(input as Record<string, unknown>) };
    for (const [alias, field] of Object.entries(aliases)) {
      if (alias in body) {
        if (!(field in body)) body[field] = body[alias];
        delete body[alias];
      }
    }
    return body;
  }, schema);
