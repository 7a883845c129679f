import type { LabelFiles } from "@stringing/core/ports/label-files.port";
import type { ObjectStore } from "@stringing/core/ports/object-store.port";
import { type ArchiveEntry, writeArchive } from "./backup-archive.ts";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION, type BackupManifest, DATABASE_ENTRY, LABELS_FOLDER, OBJECTS_FOLDER } from "./backup-manifest.ts";
import type { DatabaseBackup, DatabaseDump } from "./database-backup.ts";

export type BackupSources = { database: DatabaseBackup; objects: ObjectStore; labels: LabelFiles; store: "disk" | "s3"; now?: () => Date };

/**
 * Writes the database and every stored object and label into one file. The
 * database goes first: an object uploaded meanwhile is at worst an extra,
 * never a row pointing at a file the backup lacks.
 */
export async function writeBackup(path: string, sources: BackupSources): Promise<BackupManifest> {
  let dump: DatabaseDump | undefined;
  async function* entries(): AsyncGenerator<ArchiveEntry> {
    dump = await sources.database.dump();
    yield { name: DATABASE_ENTRY, bytes: dump.bytes };
    for (const key of (await sources.objects.list()).sort()) {
      const found = await sources.objects.get(key);
      if (found) yield { name: `${OBJECTS_FOLDER}${key}`, bytes: found.bytes, contentType: found.contentType };
    }
    for (const name of (await sources.labels.list()).sort()) {
      const pdf = await sources.labels.read(name);
      if (pdf) yield { name: `${LABELS_FOLDER}${name}`, bytes: pdf };
    }
  }
  return writeArchive(path, entries(), (listed) => ({
    format: BACKUP_FORMAT,
    version: BACKUP_FORMAT_VERSION,
    createdAt: (sources.now?.() ?? new Date()).toISOString(),
    database: { dump: sources.database.dumpKind, serverVersion: dump!.serverVersion, tableRows: dump!.tableRows },
    store: sources.store,
    entries: listed,
  }));
}
