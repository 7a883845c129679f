import type { DatabaseBackup } from "@stringing/adapters/backup/database-backup";
import { PgliteDatabaseBackup } from "@stringing/adapters/backup/pglite-database-backup";
import { PostgresDatabaseBackup } from "@stringing/adapters/backup/postgres-database-backup";
import type { LabelFiles } from "@stringing/core/ports/label-files.port";
import type { ObjectStore } from "@stringing/core/ports/object-store.port";
import { fileStoresOf } from "../composition.ts";
import type { Config } from "../config.ts";

export type BackupSides = { database: DatabaseBackup; objects: ObjectStore; labels: LabelFiles; store: "disk" | "s3" };

/** The configured database and file stores, as the server would open them, without opening the database. */
export function backupSidesOf(config: Pick<Config, "databaseUrl" | "dataDir" | "s3">): BackupSides {
  const files = fileStoresOf(config);
  return {
    database: config.databaseUrl ? new PostgresDatabaseBackup(config.databaseUrl) : new PgliteDatabaseBackup(config.dataDir),
    objects: files.objects,
    labels: files.labelFiles,
    store: config.s3 ? "s3" : "disk",
  };
}
