/**
 * @module `npm run backup -- FILE`: writes the whole database (pg_dump's
 * custom format for DATABASE_URL, PGlite's data folder otherwise) and every
 * stored object and label (disk or S3_BUCKET) into one tar file. With PGlite
 * the server must be stopped while it runs: PGlite has one owner.
 */
import { resolve } from "node:path";
import { writeBackup } from "@stringing/adapters/backup/write-backup";
import { readConfig } from "../config.ts";
import { backupSidesOf } from "./backup-sources.ts";

const [file, ...rest] = process.argv.slice(2);
if (!file || rest.length > 0 || file.startsWith("-")) {
  console.error("Usage: npm run backup -- FILE");
  process.exit(2);
}

try {
  // npm runs scripts from the repository root; a relative FILE means where the command was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const manifest = await writeBackup(path, backupSidesOf(readConfig(process.env)));
  const rows = Object.values(manifest.database.tableRows).reduce((sum, count) => sum + count, 0);
  const files = manifest.entries.length - 1;
  console.log(`Wrote ${path}: ${Object.keys(manifest.database.tableRows).length} tables, ${rows} rows, ${files} stored file(s) from ${manifest.store}.`);
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
