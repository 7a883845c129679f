/**
 * @module `npm run restore -- FILE [--force]`: puts a backup back into the
 * configured database and object store. The file is checked whole first;
 * a database or store that already holds data is refused without --force.
 * Stop the server first, and restore into a database of the backup's kind.
 */
import { resolve } from "node:path";
import { restoreBackup } from "@stringing/adapters/backup/restore-backup";
import { readConfig } from "../config.ts";
import { backupSidesOf } from "./backup-sources.ts";

const args = process.argv.slice(2);
const force = args.includes("--force");
const files = args.filter((arg) => arg !== "--force");
if (files.length !== 1 || files[0]!.startsWith("-")) {
  console.error("Usage: npm run restore -- FILE [--force]");
  process.exit(2);
}

try {
  // npm runs scripts from the repository root; a relative FILE means where the command was typed.
  const path = resolve(process.env.INIT_CWD ?? process.cwd(), files[0]!);
  const manifest = await restoreBackup(path, { ...backupSidesOf(readConfig(process.env)), force });
  const rows = Object.values(manifest.database.tableRows).reduce((sum, count) => sum + count, 0);
  console.log(`Restored the backup of ${manifest.createdAt}: ${rows} rows and ${manifest.entries.length - 1} stored file(s).`);
} catch (error) {
  console.error(`Restore failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
