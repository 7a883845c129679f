import { eq } from "drizzle-orm";
import type { StoredObject } from "@stringing/core/ports/object-store.port";
import type { UploadTickets } from "@stringing/core/ports/upload-tickets.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { appSettings } from "./schema/index.ts";

const keyOf = (uploadId: string) => `upload:${uploadId}`;

/**
 * Completed signed uploads, as `upload:<id>` rows of app_settings (a small
 * key/value table): shared by every instance without a schema change.
 */
export class PostgresUploadTickets implements UploadTickets {
  constructor(private readonly db: Executor) {}

  async complete(uploadId: string, object: StoredObject) {
    const rows = await this.db
      .insert(appSettings)
      .values({ key: keyOf(uploadId), value: { key: object.key, publicPath: object.publicPath } })
      .onConflictDoNothing()
      .returning({ key: appSettings.key });
    return rows.length === 1;
  }

  async find(uploadId: string) {
    const [row] = await this.db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, keyOf(uploadId)));
    const value = row?.value as { key?: unknown; publicPath?: unknown } | undefined;
    return typeof value?.key === "string" && typeof value.publicPath === "string" ? { key: value.key, publicPath: value.publicPath } : null;
  }
}

translateStorageErrorsOf(PostgresUploadTickets);
