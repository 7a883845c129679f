import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PostgresSessionRepository } from "./session-repository.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";
import { PostgresUserRepository } from "./user-repository.ts";

const at = (iso: string) => new Date(iso);

for (const target of testDatabaseTargets()) {
  describe(`session repository (${target.name})`, () => {
    let database: TestDatabase;
    let repo: PostgresSessionRepository;
    let users: PostgresUserRepository;
    beforeAll(async () => {
      database = await target.open();
      repo = new PostgresSessionRepository(database.handle.db);
      users = new PostgresUserRepository(database.handle.db);
    });
    afterAll(() => database?.dispose());

    const newUser = async (username: string) => (await users.create({ username, passwordHash: "h", role: "admin" }))!.id;

    it("stores a session by token hash with its last use, and records later uses in one write", async () => {
      const userId = await newUser("sess");
      await repo.create({ tokenHash: "abc", userId, expiresAt: at("2026-12-22T12:00:00Z"), lastSeenAt: at("2026-11-22T12:00:00Z") });
      expect(await repo.findWithUser("abc")).toMatchObject({
        user: { username: "sess" },
        expiresAt: at("2026-12-22T12:00:00Z"),
        lastSeenAt: at("2026-11-22T12:00:00Z"),
      });
      await repo.touch("abc", { lastSeenAt: at("2026-11-22T13:00:00Z") });
      expect(await repo.findWithUser("abc")).toMatchObject({ expiresAt: at("2026-12-22T12:00:00Z"), lastSeenAt: at("2026-11-22T13:00:00Z") });
      await repo.touch("abc", { lastSeenAt: at("2026-12-10T12:00:00Z"), expiresAt: at("2027-01-09T12:00:00Z") });
      expect(await repo.findWithUser("abc")).toMatchObject({ expiresAt: at("2027-01-09T12:00:00Z"), lastSeenAt: at("2026-12-10T12:00:00Z") });
      await repo.delete("abc");
      expect(await repo.findWithUser("abc")).toBeNull();
    });

    it("ends every session of one user and no one else's", async () => {
      const mine = await newUser("mine");
      const theirs = await newUser("theirs");
      const session = { expiresAt: at("2026-12-22T12:00:00Z"), lastSeenAt: at("2026-11-22T12:00:00Z") };
      await repo.create({ ...session, tokenHash: "m1", userId: mine });
      await repo.create({ ...session, tokenHash: "m2", userId: mine });
      await repo.create({ ...session, tokenHash: "t1", userId: theirs });
      expect(await repo.deleteForUser(mine)).toBe(2);
      expect(await repo.findWithUser("m1")).toBeNull();
      expect(await repo.findWithUser("m2")).toBeNull();
      expect(await repo.findWithUser("t1")).not.toBeNull();
      expect(await repo.deleteForUser(mine)).toBe(0);
      await repo.deleteForUser(theirs);
    });

    it("sweeps sessions past their expiry or idle since the cutoff", async () => {
      const userId = await newUser("sweep");
      const now = at("2026-11-22T12:00:00Z");
      const idleSince = at("2026-11-22T00:00:00Z");
      await repo.create({ tokenHash: "expired", userId, expiresAt: now, lastSeenAt: at("2026-11-22T11:59:00Z") });
      await repo.create({ tokenHash: "idle", userId, expiresAt: at("2026-12-01T00:00:00Z"), lastSeenAt: idleSince });
      await repo.create({ tokenHash: "live", userId, expiresAt: at("2026-12-01T00:00:00Z"), lastSeenAt: at("2026-11-22T00:00:01Z") });
      expect(await repo.deleteEnded({ now, idleSince })).toBe(2);
      expect(await repo.findWithUser("live")).not.toBeNull();
    });
  });
}
