/**
 * @module Reading the server's words back out of an `apiRequest` error.
 *
 * Errors look like `"401: {\"message\":\"Invalid username or password\"}"`;
 * the API's error bodies are `{"message": string}` (CONTRACT "API conventions").
 */

const STATUS_PREFIX = /^(\d{3}): ([\s\S]*)$/;

/** The HTTP status carried by an `apiRequest` error, or `undefined`. */
export function errorStatus(error: unknown): number | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  return match ? Number(match[1]) : undefined;
}

/** The `message` field of the JSON body in an `apiRequest` error, if there is one. */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = STATUS_PREFIX.exec(error.message);
  const body = match?.[2];
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === "string" && message.trim() !== "") return message;
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** The server's message, else the error's own message, else `fallback`. */
export function describeError(error: unknown, fallback: string): string {
  const fromServer = serverMessage(error);
  if (fromServer) return fromServer;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
