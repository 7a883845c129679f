import type { LabelFiles } from "@stringing/core/ports/label-files.port";
import type { ObjectStore } from "@stringing/core/ports/object-store.port";
import { verifiedEntries, verifyArchive } from "./backup-archive.ts";
import { BadBackupError, type BackupManifest, DATABASE_ENTRY, LABELS_FOLDER, OBJECTS_FOLDER } from "./backup-manifest.ts";
import type { DatabaseBackup } from "./database-backup.ts";

export type RestoreTargets = { database: DatabaseBackup; objects: ObjectStore; labels: LabelFiles; force: boolean };

export class TargetNotEmptyError extends Error {
  override name = "TargetNotEmptyError";
}

const DUMP_NAMES = { "pg_dump-custom": "a Postgres server (DATABASE_URL)", "pglite-datadir": "the embedded PGlite database (no DATABASE_URL)" };

/** What already holds data, in words; empty when the target is empty. */
async function occupied(targets: RestoreTargets): Promise<string[]> {
  const found: string[] = [];
  if (!(await targets.database.isEmpty())) found.push("the database has tables");
  const objects = (await targets.objects.list()).length;
  if (objects > 0) found.push(`the object store holds ${objects} object(s)`);
  const labels = (await targets.labels.list()).length;
  if (labels > 0) found.push(`the label store holds ${labels} label(s)`);
  return found;
}

/**
 * Puts a backup back. The whole file is read and checked first, so a cut or
 * damaged file changes nothing; an occupied target is refused unless forced.
 * With force the database is replaced; objects already in the store are
 * kept (unreferenced ones are harmless, and nothing is deleted that cannot
 * be got back).
 */
export async function restoreBackup(path: string, targets: RestoreTargets): Promise<BackupManifest> {
  const manifest = await verifyArchive(path);
  if (manifest.database.dump !== targets.database.dumpKind)
    throw new BadBackupError(`It was made from ${DUMP_NAMES[manifest.database.dump]}, but this restore goes to ${DUMP_NAMES[targets.database.dumpKind]}.`);
  const inTheWay = await occupied(targets);
  if (inTheWay.length > 0 && !targets.force)
    throw new TargetNotEmptyError(`Refusing to restore over existing data: ${inTheWay.join(", ")}. Add --force to replace the database anyway.`);
  for await (const entry of verifiedEntries(path, manifest)) {
    if (entry.name === DATABASE_ENTRY) await targets.database.restore(entry.bytes);
    else if (entry.name.startsWith(OBJECTS_FOLDER))
      await targets.objects.restore(entry.name.slice(OBJECTS_FOLDER.length), entry.bytes, entry.contentType ?? "application/octet-stream");
    else if (entry.name.startsWith(LABELS_FOLDER)) await targets.labels.restore(entry.name.slice(LABELS_FOLDER.length), entry.bytes);
  }
  const restored = await targets.database.tableRows();
  const differing = Object.entries(manifest.database.tableRows).filter(([table, rows]) => restored[table] !== rows);
  if (differing.length > 0)
    throw new Error(
      `The restored database differs from the backup's counts: ${differing.map(([table, rows]) => `${table} ${restored[table] ?? "missing"} ≠ ${rows}`).join(", ")}`,
    );
  return manifest;
}
