import { z } from "zod";

/**
 * The token in a status page URL, /track/<token>: 64 lowercase hex digits,
 * 256 random bits (`newTrackingToken`). Anything else names no order, so it
 * is a 404 without a lookup.
 */
export const trackingTokenSchema = z.string().regex(/^[0-9a-f]{64}$/);

export const isTrackingToken = (value: unknown): value is string => trackingTokenSchema.safeParse(value).success;

/** The path of the customer's status page; the API makes it absolute on the site's origin. */
export const statusPathFor = (token: string): string => `/track/${token}`;

/**
 * A new order's status page token, and the honeypot's decoy (shaped like a
 * real one, naming no order): 256 bits from Web Crypto, the platform's
 * strong random source in every runtime, so it cannot be guessed.
 */
export function newTrackingToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
