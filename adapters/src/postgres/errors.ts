import { StorageConflict, StorageRefusedValue, StorageUnavailable } from "@stringing/core/shared/storage-errors";

/** Postgres error codes the adapters translate, whichever driver raised them. */
const pgCode = (error: unknown): string | undefined => {
  let current: unknown = error;
  // drizzle wraps driver errors; the code sits on the cause.
  for (let depth = 0; current && typeof current === "object" && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string") return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
};

export const isUniqueViolation = (error: unknown): boolean => pgCode(error) === "23505";

/** True when the database is unreachable rather than the query wrong. */
export const isConnectionFailure = (error: unknown): boolean => {
  const code = pgCode(error);
  if (!code) return false;
  return (
    code.startsWith("08") || // connection exceptions
    code === "57P01" || // admin shutdown
    code === "57P02" ||
    code === "57P03" || // cannot connect now (starting up)
    [
      "ECONNREFUSED",
      "ECONNRESET",
      "ETIMEDOUT",
      "ENOTFOUND",
      "EPIPE",
      "CONNECT_TIMEOUT",
      "CONNECTION_CLOSED",
      "CONNECTION_ENDED",
      "CONNECTION_DESTROYED",
    ].includes(code)
  );
};

/** Data exceptions (class 22: a bad number, a value out of range, text too long) are about the value, not the database. */
const isDataException = (error: unknown): boolean => pgCode(error)?.startsWith("22") ?? false;

/** The storage error a driver error stands for, or the error itself when it is none of them (a bug, say). */
export function translateStorageError(error: unknown): unknown {
  if (error instanceof StorageUnavailable || error instanceof StorageConflict || error instanceof StorageRefusedValue) return error;
  if (isConnectionFailure(error)) return new StorageUnavailable({ cause: error });
  if (isUniqueViolation(error)) return new StorageConflict({ cause: error });
  if (isDataException(error)) return new StorageRefusedValue({ cause: error });
  return error;
}

const rethrowTranslated = (error: unknown): never => {
  throw translateStorageError(error);
};

/**
 * Makes every method of an adapter class translate whatever it throws or
 * rejects with: what leaves a Postgres adapter is a core storage error,
 * never a driver's. Called once after each adapter class, so no method,
 * present or future, can forget; a subclass calls it for its own methods.
 */
export function translateStorageErrorsOf(adapterClass: { prototype: object }): void {
  const prototype = adapterClass.prototype;
  for (const name of Object.getOwnPropertyNames(prototype)) {
    const descriptor = Object.getOwnPropertyDescriptor(prototype, name);
    if (name === "constructor" || typeof descriptor?.value !== "function") continue;
    const method = descriptor.value as (...args: unknown[]) => unknown;
    const translating = function (this: unknown, ...args: unknown[]) {
      try {
        const result = method.apply(this, args);
        return typeof (result as { then?: unknown } | null)?.then === "function" ? Promise.resolve(result).catch(rethrowTranslated) : result;
      } catch (error) {
        return rethrowTranslated(error);
      }
    };
    Object.defineProperty(prototype, name, { ...descriptor, value: translating });
  }
}
