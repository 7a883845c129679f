/**
 * The ways a use case can refuse. The API maps each kind to one HTTP status,
 * so the domain never speaks HTTP.
 */
export type DomainError =
  | { kind: "invalid"; message: string; errors?: Record<string, string> }
  | { kind: "unauthorized"; message: string }
  | { kind: "forbidden"; message: string }
  | { kind: "not_found"; message: string }
  | { kind: "conflict"; message: string }
  | { kind: "rate_limited"; message: string; retryAfterSeconds: number }
  | { kind: "unavailable"; message: string }
  /** Bytes that are not an image we accept. */
  | { kind: "unsupported_media_type"; message: string }
  /** An upload over its size limit. */
  | { kind: "too_large"; message: string }
  /** An image too large to decode safely. */
  | { kind: "too_many_pixels"; message: string };

export const notFound = (what: string): DomainError => ({ kind: "not_found", message: `${what} not found` });
export const conflict = (message: string): DomainError => ({ kind: "conflict", message });
export const forbidden = (message: string): DomainError => ({ kind: "forbidden", message });
export const invalid = (message: string, errors?: Record<string, string>): DomainError =>
  errors ? { kind: "invalid", message, errors } : { kind: "invalid", message };
