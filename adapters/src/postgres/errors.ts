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

/**
 * True when the database is unreachable rather than the query wrong: the API
 * answers 503 for these instead of 500.
 */
export const isConnectionFailure = (error: unknown): boolean => {
  const code = pgCode(error);
  if (!code) return false;
  return (
    code.startsWith("08") || // connection exceptions
    code === "57P01" || // admin shutdown
    code === "57P02" ||
    code === "57P03" || // cannot connect now (starting up)
    ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "ENOTFOUND", "EPIPE", "CONNECT_TIMEOUT", "CONNECTION_CLOSED", "CONNECTION_ENDED", "CONNECTION_DESTROYED"].includes(code)
  );
};
