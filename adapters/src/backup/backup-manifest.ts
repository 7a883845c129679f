/**
 * @module What a backup file says about itself, written as its last entry:
 * the format, where it came from, how many rows each table held, and the
 * size and SHA-256 of every other entry, so a damaged or cut file is refused
 * before anything is restored.
 */

export const BACKUP_FORMAT = "stringing-backup";
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_ENTRY = "manifest.json";
export const DATABASE_ENTRY = "database.dump";
export const OBJECTS_FOLDER = "objects/";
export const LABELS_FOLDER = "labels/";

/** How the database entry was made: pg_dump's custom format, or PGlite's data folder as a tar. */
export type DumpKind = "pg_dump-custom" | "pglite-datadir";

export type ManifestEntry = { name: string; size: number; sha256: string; contentType?: string | undefined };

export type BackupManifest = {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  database: { dump: DumpKind; serverVersion: string; tableRows: Record<string, number> };
  store: "disk" | "s3";
  entries: ManifestEntry[];
};

export class BadBackupError extends Error {
  override name = "BadBackupError";
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** The manifest in the entry's text, or a BadBackupError saying what is wrong with it. */
export function parseManifest(text: string): BackupManifest {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new BadBackupError("Its manifest is not JSON.");
  }
  if (!isRecord(value) || value.format !== BACKUP_FORMAT) throw new BadBackupError("It is not a backup made by `npm run backup`.");
  if (value.version !== BACKUP_FORMAT_VERSION)
    throw new BadBackupError(`It is format version ${String(value.version)}; this version reads ${BACKUP_FORMAT_VERSION}.`);
  const database = value.database;
  if (!isRecord(database) || (database.dump !== "pg_dump-custom" && database.dump !== "pglite-datadir") || !isRecord(database.tableRows))
    throw new BadBackupError("Its manifest does not say how the database was dumped.");
  if (!Array.isArray(value.entries) || !value.entries.every(isEntry)) throw new BadBackupError("Its manifest's list of entries is malformed.");
  if (value.store !== "disk" && value.store !== "s3") throw new BadBackupError("Its manifest does not name the object store.");
  return value as BackupManifest;
}

const isEntry = (value: unknown): value is ManifestEntry =>
  isRecord(value) && typeof value.name === "string" && Number.isSafeInteger(value.size) && typeof value.sha256 === "string";
