import type { IdempotencyKeys } from "@stringing/core/ports/idempotency-keys.port";
import { lt } from "drizzle-orm";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { idempotencyKeys } from "./schema/index.ts";

export class PostgresIdempotencyKeys implements IdempotencyKeys {
  constructor(private readonly db: Executor) {}

  async deleteOlderThan(cutoff: Date): Promise<void> {
    await this.db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff));
  }
}

translateStorageErrorsOf(PostgresIdempotencyKeys);
