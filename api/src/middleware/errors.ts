import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ClientErrorStatusCode, ServerErrorStatusCode } from "hono/utils/http-status";
import type { DomainError } from "@stringing/core/shared/errors";
import { StorageConflict, StorageRefusedValue, StorageUnavailable } from "@stringing/core/shared/storage-errors";

/** Maps every thrown error to JSON `{message}`; a stack never leaves the server. */
export function handleError(error: Error, c: Context): Response {
  if (error instanceof HTTPException) {
    const status = error.status;
    const message = error.message || defaultMessage(status);
    return c.json({ message }, status);
  }
  if (error instanceof StorageUnavailable) {
    return c.json({ message: "The service is temporarily unavailable. Please try again shortly." }, 503);
  }
  if (error instanceof StorageConflict) return c.json({ message: "That record already exists" }, 409);
  // A value storage refuses (bad number, out of range, too long) is the caller's input.
  if (error instanceof StorageRefusedValue) return c.json({ message: "Invalid value" }, 400);
  console.error(`[api] ${c.req.method} ${c.req.path} failed:`, error);
  return c.json({ message: "Internal server error" }, 500);
}

export function notFoundJson(c: Context): Response {
  return c.json({ message: "Not found" }, 404);
}

const statusByKind = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  rate_limited: 429,
  unavailable: 503,
  unsupported_media_type: 415,
  too_large: 413,
  too_many_pixels: 413,
} as const satisfies Record<DomainError["kind"], ClientErrorStatusCode | ServerErrorStatusCode>;

/**
 * The one place a domain refusal becomes an HTTP answer. Typed (not a plain
 * `Response`), so a route's success answer keeps its type in the typed client.
 * `extra`: more fields of the body beside `message`, such as the current order
 * of a stale status change.
 */
export function domainErrorResponse(c: Context, error: DomainError, extra?: Record<string, unknown>) {
  if (error.kind === "rate_limited") c.header("Retry-After", String(error.retryAfterSeconds));
  const body = error.kind === "invalid" && error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
  // Typed as the plain error body: clients read a refusal's fields from the error, and every route's answer type stays the same.
  return c.json((extra ? { ...extra, ...body } : body) as typeof body, statusByKind[error.kind]);
}

function defaultMessage(status: number): string {
  if (status === 413) return "Request body too large";
  if (status === 400) return "Bad request";
  return "Request failed";
}
