import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { argon2PasswordHasher } from "@stringing/adapters/crypto/argon2-password-hasher";
import { openDatabase } from "@stringing/adapters/postgres/db";
import { PostgresUserRepository } from "@stringing/adapters/postgres/user-repository";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../..", import.meta.url));
const bun = join(root, "node_modules/.bin/bun");

describe("npm run admin -- create NAME", () => {
  let dataDir = "";
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("adds an admin who can sign in, refuses a duplicate, and prints a usage line on bad input", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "admin-cli-"));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    const created = await run(bun, ["api/src/cli/admin.ts", "create", "coach", "--password", "hunter22"], { cwd: root, env });
    expect(created.stdout).toContain('Created admin "coach"');
    expect(created.stdout).not.toContain("hunter22");

    const duplicate = run(bun, ["api/src/cli/admin.ts", "create", "coach", "--password", "x"], { cwd: root, env });
    await expect(duplicate).rejects.toMatchObject({ code: 1 });
    await expect(run(bun, ["api/src/cli/admin.ts", "frobnicate"], { cwd: root, env })).rejects.toMatchObject({ code: 2 });

    const handle = await openDatabase({ dataDir });
    try {
      const found = await new PostgresUserRepository(handle.db).findByUsername("coach");
      expect(found?.user.role).toBe("admin");
      expect(await argon2PasswordHasher().verify(found!.passwordHash, "hunter22")).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
