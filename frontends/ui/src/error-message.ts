/**
 * @module The server's words and status out of a failed request: read from
 * the `ApiError` (api-request.ts) that carries them, not parsed back out of
 * its message. The API's error bodies are `{"message": string}`
 * (docs/rules/api.md, Errors).
 */
import { ApiError } from "./api-request.ts";

/** The HTTP status of a failed API request, or `undefined` for any other error. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/** The `message` field of a failed API request's JSON body, if there is one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.serverMessage : undefined;
}

/** The server's message, else the error's own message, else `fallback`. */
export function describeError(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
