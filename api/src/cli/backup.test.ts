import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { DiskObjectStore } from "@stringing/adapters/local/disk-object-store";
import { openDatabase } from "@stringing/adapters/postgres/db";
import { PostgresUserRepository } from "@stringing/adapters/postgres/user-repository";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../..", import.meta.url));
const bun = join(root, "node_modules/.bin/bun");

describe("npm run backup and npm run restore", { timeout: 180_000 }, () => {
  let folder = "";
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("carry an embedded database and its files to a fresh DATA_DIR, refuse to overwrite it, and print usage on bad input", async () => {
    folder = await mkdtemp(join(tmpdir(), "backup-cli-"));
    const envFor = (dataDir: string) => ({ ...process.env, DATA_DIR: join(folder, dataDir), DATABASE_URL: "", S3_BUCKET: "" });
    await run(bun, ["api/src/cli/admin.ts", "create", "coach", "--password", "hunter22"], { cwd: root, env: envFor("live") });
    const image = await new DiskObjectStore(join(folder, "live")).put(new Uint8Array([0xff, 0xd8, 1, 2]), "image/jpeg", "jpg");
    const file = join(folder, "nightly.tar");

    const backup = await run(bun, ["api/src/cli/backup.ts", file], { cwd: root, env: envFor("live") });
    expect(backup.stdout).toMatch(/Wrote .*nightly\.tar: \d+ tables, \d+ rows, 1 stored file\(s\) from disk/);
    const restored = await run(bun, ["api/src/cli/restore.ts", file], { cwd: root, env: envFor("copy") });
    expect(restored.stdout).toContain("Restored the backup of");

    const again = run(bun, ["api/src/cli/restore.ts", file], { cwd: root, env: envFor("copy") });
    await expect(again).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("--force") });
    await run(bun, ["api/src/cli/restore.ts", file, "--force"], { cwd: root, env: envFor("copy") });

    await writeFile(join(folder, "junk.tar"), "not a backup");
    const junk = run(bun, ["api/src/cli/restore.ts", join(folder, "junk.tar")], { cwd: root, env: envFor("other") });
    await expect(junk).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("Restore failed") });
    await expect(run(bun, ["api/src/cli/backup.ts"], { cwd: root, env: envFor("live") })).rejects.toMatchObject({ code: 2 });
    await expect(run(bun, ["api/src/cli/restore.ts", "a", "b"], { cwd: root, env: envFor("live") })).rejects.toMatchObject({ code: 2 });

    expect((await new DiskObjectStore(join(folder, "copy")).get(image.key))?.bytes).toEqual(new Uint8Array([0xff, 0xd8, 1, 2]));
    const handle = await openDatabase({ dataDir: join(folder, "copy") });
    try {
      expect((await new PostgresUserRepository(handle.db).findByUsername("coach"))?.user.role).toBe("admin");
    } finally {
      await handle.close();
    }
  });
});
