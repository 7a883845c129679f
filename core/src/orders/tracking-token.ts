import { z } from "zod";

/**
 * The token in a status page URL, /track/<token>: 64 lowercase hex digits,
 * drawn by the database from its strong random source (two version-4 UUIDs,
 * 244 random bits). Anything else names no order, so it is a 404 without a
 * lookup.
 */
export const trackingTokenSchema = z.string().regex(/^[0-9a-f]{64}$/);

export const isTrackingToken = (value: unknown): value is string => trackingTokenSchema.safeParse(value).success;

/** The path of the customer's status page; the API makes it absolute on the site's origin. */
export const statusPathFor = (token: string): string => `/track/${token}`;

/**
 * A token shaped like a real one, for the honeypot's decoy answer. It names
 * no order. Web Crypto is the platform's strong source in every runtime.
 */
export function decoyTrackingToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
