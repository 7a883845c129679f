/**
 * What storage adapters throw in place of their driver's errors, so the API
 * can answer them (503, 409, 400) without knowing which database or driver
 * is behind a port. They are not refusals a use case expects (those are
 * Result values); they are failures every caller meets alike.
 */

/** Storage cannot be reached right now (down, restarting, connection lost); worth retrying shortly. */
export class StorageUnavailable extends Error {
  override readonly name = "StorageUnavailable";
  constructor(options?: { cause?: unknown }) {
    super("Storage is unavailable", options);
  }
}

/** A uniqueness rule of storage refused the write. */
export class StorageConflict extends Error {
  override readonly name = "StorageConflict";
  constructor(options?: { cause?: unknown }) {
    super("Storage refused a duplicate", options);
  }
}

/** Storage refused a value as out of its range or form (a number too large, text too long). */
export class StorageRefusedValue extends Error {
  override readonly name = "StorageRefusedValue";
  constructor(options?: { cause?: unknown }) {
    super("Storage refused a value", options);
  }
}
