import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { argon2PasswordHasher } from "@stringing/adapters/crypto/argon2-password-hasher";
import { openDatabase } from "@stringing/adapters/postgres/db";
import { PostgresSessionRepository } from "@stringing/adapters/postgres/session-repository";
import { PostgresUserRepository } from "@stringing/adapters/postgres/user-repository";

const run = promisify(execFile);
const root = fileURLToPath(new URL("../../..", import.meta.url));
const bun = join(root, "node_modules/.bin/bun");

describe("npm run admin", () => {
  let dataDir = "";
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("adds an admin who can sign in, refuses a duplicate, and prints a usage line on bad input", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "admin-cli-"));
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    const short = run(bun, ["api/src/cli/admin.ts", "create", "coach", "--password", "x"], { cwd: root, env });
    await expect(short).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("Password must be at least 8 characters") });
    const shortFromEnv = run(bun, ["api/src/cli/admin.ts", "create", "coach"], { cwd: root, env: { ...env, ADMIN_PASSWORD: "1234567" } });
    await expect(shortFromEnv).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("Password must be at least 8 characters") });
    const created = await run(bun, ["api/src/cli/admin.ts", "create", "coach", "--password", "hunter22"], { cwd: root, env });
    expect(created.stdout).toContain('Created admin "coach", the owner.');
    expect(created.stdout).not.toContain("hunter22");

    const duplicate = run(bun, ["api/src/cli/admin.ts", "create", "coach", "--password", "another-pass"], { cwd: root, env });
    await expect(duplicate).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("already exists") });
    await expect(run(bun, ["api/src/cli/admin.ts", "frobnicate"], { cwd: root, env })).rejects.toMatchObject({ code: 2 });

    const handle = await openDatabase({ dataDir });
    try {
      const found = await new PostgresUserRepository(handle.db).findByUsername("coach");
      expect(found?.user).toMatchObject({ role: "admin", owner: true });
      expect(await argon2PasswordHasher().verify(found!.passwordHash, "hunter22")).toBe(true);
    } finally {
      await handle.close();
    }
  });

  it("set-password replaces the password and ends every session of that user only", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
    await run(bun, ["api/src/cli/admin.ts", "create", "helper", "--password", "theirs-too"], { cwd: root, env });
    const expiresAt = new Date(Date.now() + 24 * 3600 * 1000);
    const lastSeenAt = new Date();
    let handle = await openDatabase({ dataDir });
    try {
      const users = new PostgresUserRepository(handle.db);
      const sessions = new PostgresSessionRepository(handle.db);
      const coach = (await users.findByUsername("coach"))!.user.id;
      const helper = (await users.findByUsername("helper"))!.user.id;
      await sessions.create({ tokenHash: "coach-laptop", userId: coach, expiresAt, lastSeenAt });
      await sessions.create({ tokenHash: "coach-phone", userId: coach, expiresAt, lastSeenAt });
      await sessions.create({ tokenHash: "helper", userId: helper, expiresAt, lastSeenAt });
    } finally {
      await handle.close();
    }

    const tooShort = run(bun, ["api/src/cli/admin.ts", "set-password", "coach", "--password", "n3w"], { cwd: root, env });
    await expect(tooShort).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("Password must be at least 8 characters") });
    const changed = await run(bun, ["api/src/cli/admin.ts", "set-password", "coach", "--password", "n3w-secret"], { cwd: root, env });
    expect(changed.stdout).toContain('Changed the password of "coach" and ended their 2 session(s).');
    expect(changed.stdout).not.toContain("n3w-secret");
    const unknown = run(bun, ["api/src/cli/admin.ts", "set-password", "nobody", "--password", "long-enough"], { cwd: root, env });
    await expect(unknown).rejects.toMatchObject({ code: 1 });

    handle = await openDatabase({ dataDir });
    try {
      const found = await new PostgresUserRepository(handle.db).findByUsername("coach");
      expect(await argon2PasswordHasher().verify(found!.passwordHash, "n3w-secret")).toBe(true);
      const sessions = new PostgresSessionRepository(handle.db);
      expect(await sessions.findWithUser("coach-laptop")).toBeNull();
      expect(await sessions.findWithUser("coach-phone")).toBeNull();
      expect(await sessions.findWithUser("helper")).not.toBeNull();
    } finally {
      await handle.close();
    }
  });
  it("reset-password prints a new random password once, which then signs in, and takes no --password", async () => {
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ADMIN_PASSWORD: "from-env" };
    const reset = await run(bun, ["api/src/cli/admin.ts", "reset-password", "coach", "--password", "ignored"], { cwd: root, env });
    const printed = /Password \(shown once\): (\S+)/.exec(reset.stdout)?.[1];
    expect(printed).toMatch(/^[a-z0-9]{24}$/);
    const handle = await openDatabase({ dataDir });
    try {
      const found = await new PostgresUserRepository(handle.db).findByUsername("coach");
      expect(await argon2PasswordHasher().verify(found!.passwordHash, printed!)).toBe(true);
    } finally {
      await handle.close();
    }
    await expect(run(bun, ["api/src/cli/admin.ts", "reset-password", "nobody"], { cwd: root, env })).rejects.toMatchObject({ code: 1 });
  });
});
