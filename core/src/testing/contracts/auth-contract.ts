import { describe, expect, it } from "vitest";
import type { LoginAttemptRepository } from "../../ports/login-attempt-repository.port.ts";
import type { SessionRepository } from "../../ports/session-repository.port.ts";
import type { UserRepository } from "../../ports/user-repository.port.ts";
import { StorageConflict } from "../../shared/storage-errors.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

export type AuthSubject = { users: UserRepository; sessions: SessionRepository; loginAttempts: LoginAttemptRepository };

const at = (iso: string) => new Date(iso);

/** The auth ports (users, sessions, login failures), run against the in-memory fakes and the Postgres adapters alike. */
export function authContract(open: FreshFactory<AuthSubject>): void {
  describe("auth and sessions port contract", () => {
    const subject = useFresh(open);
    const newUser = async (username: string, role = "admin") => {
      const user = await subject().users.create({ username, passwordHash: `hash-of-${username}`, role });
      if (!user) throw new Error(`could not create ${username}`);
      return user;
    };

    it("creates users, never twice under one username or e-mail, and never shows the hash but to the login", async () => {
      const owner = await subject().users.create({ username: "owner", passwordHash: "h1", role: "admin", name: "Owner", email: "owner@example.com" });
      expect(owner).toEqual({
        id: expect.any(Number),
        username: "owner",
        name: "Owner",
        email: "owner@example.com",
        role: "admin",
        owner: true,
        createdAt: expect.any(Date),
      });
      expect(await subject().users.create({ username: "owner", passwordHash: "h2", role: "user" })).toBeNull();
      expect(await subject().users.create({ username: "other", passwordHash: "h3", role: "user", email: "owner@example.com" })).toBeNull();
      expect(await subject().users.create({ username: "plain", passwordHash: "h4", role: "user" })).toMatchObject({ name: null, email: null });
      expect(await subject().users.findByUsername("owner")).toEqual({ user: owner, passwordHash: "h1" });
      expect(await subject().users.findByUsername("Owner")).toBeNull();
      expect(await subject().users.findById(owner!.id)).toEqual(owner);
      expect(await subject().users.findById(999_999)).toBeNull();
      expect(await subject().users.countByRole("admin")).toBe(1);
      expect(await subject().users.countByRole("user")).toBe(1);
    });

    it("replaces a password hash and reports an unknown user", async () => {
      const user = await newUser("rehash");
      expect(await subject().users.setPasswordHash(user.id, "new")).toBe(true);
      expect((await subject().users.findByUsername("rehash"))?.passwordHash).toBe("new");
      expect(await subject().users.setPasswordHash(999_999, "new")).toBe(false);
    });

    it("lists every user oldest first with their last sign-in, never a hash", async () => {
      const first = await newUser("first");
      const second = await newUser("second", "user");
      await subject().users.recordSignIn(second.id, at("2026-11-22T12:00:00Z"));
      await subject().users.recordSignIn(999_999, at("2026-11-22T12:00:00Z"));
      expect(await subject().users.list()).toEqual([
        { ...first, lastSignInAt: null },
        { ...second, lastSignInAt: at("2026-11-22T12:00:00Z") },
      ]);
    });

    it("makes the first admin the owner, and no one after, a non-admin never", async () => {
      const member = await newUser("early-member", "user");
      const first = await newUser("first-admin");
      const second = await newUser("second-admin");
      expect([member.owner, first.owner, second.owner]).toEqual([false, true, false]);
      expect(await subject().users.findById(first.id)).toMatchObject({ owner: true });
      expect((await subject().users.findByUsername("second-admin"))?.user.owner).toBe(false);
    });

    it("makes exactly one of two first admins created at once the owner, and creates both", async () => {
      const both = await Promise.all([newUser("race-a"), newUser("race-b")]);
      expect(both.map((user) => user.owner).sort()).toEqual([false, true]);
    });

    it("removes a user with their sessions, but never the owner", async () => {
      const owner = await newUser("only");
      const member = await newUser("member", "user");
      const session = { expiresAt: at("2026-12-22T12:00:00Z"), lastSeenAt: at("2026-11-22T12:00:00Z") };
      await subject().sessions.create({ ...session, tokenHash: "member-session", userId: member.id });
      expect(await subject().users.removeKeepingAnAdmin(owner.id)).toBe("owner");
      expect(await subject().users.removeKeepingAnAdmin(member.id)).toBe("removed");
      expect(await subject().sessions.findWithUser("member-session")).toBeNull();
      expect(await subject().users.removeKeepingAnAdmin(member.id)).toBe("not_found");
      const second = await newUser("second");
      expect(await subject().users.removeKeepingAnAdmin(owner.id)).toBe("owner");
      expect(await subject().users.removeKeepingAnAdmin(second.id)).toBe("removed");
      expect((await subject().users.list()).map((user) => user.username)).toEqual(["only"]);
    });

    it("remembers a removed username until a user of that name exists again", async () => {
      await newUser("keeper");
      const gone = await newUser("gone");
      expect(await subject().users.wasRemoved("gone")).toBe(false);
      expect(await subject().users.removeKeepingAnAdmin(gone.id)).toBe("removed");
      expect(await subject().users.wasRemoved("gone")).toBe(true);
      expect(await subject().users.wasRemoved("never-was")).toBe(false);
      await newUser("gone");
      expect(await subject().users.wasRemoved("gone")).toBe(false);
    });

    it("keeps the owner when two admins remove each other at once", async () => {
      const a = await newUser("a");
      const b = await newUser("b");
      const outcomes = await Promise.all([subject().users.removeKeepingAnAdmin(a.id), subject().users.removeKeepingAnAdmin(b.id)]);
      expect(outcomes.sort()).toEqual(["owner", "removed"]);
      expect(await subject().users.countByRole("admin")).toBe(1);
    });

    it("hands ownership from the owner to another admin only, leaving one owner", async () => {
      const owner = await newUser("handing");
      const next = await newUser("taking");
      const member = await newUser("member", "user");
      const owners = async () => (await subject().users.list()).filter((user) => user.owner).map((user) => user.username);
      expect(await subject().users.transferOwnership(next.id, owner.id)).toBe("not_owner");
      expect(await subject().users.transferOwnership(owner.id, member.id)).toBe("not_admin");
      expect(await subject().users.transferOwnership(owner.id, 999_999)).toBe("not_found");
      expect(await owners()).toEqual(["handing"]);
      expect(await subject().users.transferOwnership(owner.id, next.id)).toBe("transferred");
      expect(await owners()).toEqual(["taking"]);
      expect(await subject().users.transferOwnership(owner.id, next.id)).toBe("not_owner");
      expect(await subject().users.removeKeepingAnAdmin(owner.id)).toBe("removed");
      expect(await subject().users.removeKeepingAnAdmin(next.id)).toBe("owner");
    });

    it("never removes an admin being made owner at the same moment", async () => {
      const owner = await newUser("old-owner");
      const next = await newUser("new-owner");
      const [transfer, removal] = await Promise.all([subject().users.transferOwnership(owner.id, next.id), subject().users.removeKeepingAnAdmin(next.id)]);
      const owners = (await subject().users.list()).filter((user) => user.owner);
      expect(owners).toHaveLength(1);
      expect([
        ["transferred", "owner"],
        ["not_found", "removed"],
      ]).toContainEqual([transfer, removal]);
    });

    it("stores a session by token hash with its user, records uses in one write and ends it", async () => {
      const user = await newUser("sess");
      await subject().sessions.create({ tokenHash: "abc", userId: user.id, expiresAt: at("2026-12-22T12:00:00Z"), lastSeenAt: at("2026-11-22T12:00:00Z") });
      expect(await subject().sessions.findWithUser("abc")).toEqual({ user, expiresAt: at("2026-12-22T12:00:00Z"), lastSeenAt: at("2026-11-22T12:00:00Z") });
      await subject().sessions.touch("abc", { lastSeenAt: at("2026-11-22T13:00:00Z") });
      expect(await subject().sessions.findWithUser("abc")).toMatchObject({ expiresAt: at("2026-12-22T12:00:00Z"), lastSeenAt: at("2026-11-22T13:00:00Z") });
      await subject().sessions.touch("abc", { lastSeenAt: at("2026-12-10T12:00:00Z"), expiresAt: at("2027-01-09T12:00:00Z") });
      expect(await subject().sessions.findWithUser("abc")).toMatchObject({ expiresAt: at("2027-01-09T12:00:00Z"), lastSeenAt: at("2026-12-10T12:00:00Z") });
      await subject().sessions.touch("unknown", { lastSeenAt: at("2026-12-10T12:00:00Z") });
      await expect(
        subject().sessions.create({ tokenHash: "abc", userId: user.id, expiresAt: at("2026-12-22T12:00:00Z"), lastSeenAt: at("2026-11-22T12:00:00Z") }),
      ).rejects.toBeInstanceOf(StorageConflict);
      await subject().sessions.delete("abc");
      expect(await subject().sessions.findWithUser("abc")).toBeNull();
      await expect(subject().sessions.delete("abc")).resolves.toBeUndefined();
    });

    it("ends every session of one user and no one else's", async () => {
      const mine = await newUser("mine");
      const theirs = await newUser("theirs");
      const session = { expiresAt: at("2026-12-22T12:00:00Z"), lastSeenAt: at("2026-11-22T12:00:00Z") };
      await subject().sessions.create({ ...session, tokenHash: "m1", userId: mine.id });
      await subject().sessions.create({ ...session, tokenHash: "m2", userId: mine.id });
      await subject().sessions.create({ ...session, tokenHash: "t1", userId: theirs.id });
      expect(await subject().sessions.deleteForUser(mine.id)).toBe(2);
      expect(await subject().sessions.findWithUser("m1")).toBeNull();
      expect(await subject().sessions.findWithUser("t1")).not.toBeNull();
      expect(await subject().sessions.deleteForUser(mine.id)).toBe(0);
    });

    it("sweeps sessions past their expiry or idle since the cutoff, both bounds included", async () => {
      const user = await newUser("sweep");
      const now = at("2026-11-22T12:00:00Z");
      const idleSince = at("2026-11-22T00:00:00Z");
      await subject().sessions.create({ tokenHash: "expired", userId: user.id, expiresAt: now, lastSeenAt: at("2026-11-22T11:59:00Z") });
      await subject().sessions.create({ tokenHash: "idle", userId: user.id, expiresAt: at("2026-12-01T00:00:00Z"), lastSeenAt: idleSince });
      await subject().sessions.create({ tokenHash: "live", userId: user.id, expiresAt: at("2026-12-01T00:00:00Z"), lastSeenAt: at("2026-11-22T00:00:01Z") });
      expect(await subject().sessions.deleteEnded({ now, idleSince })).toBe(2);
      expect(await subject().sessions.findWithUser("live")).not.toBeNull();
      expect(await subject().sessions.findWithUser("idle")).toBeNull();
    });

    it("counts login failures per username and address after the given time, clears and sweeps them", async () => {
      const attempts = subject().loginAttempts;
      const now = at("2026-11-22T12:00:00Z");
      const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
      const record = (username: string, address: string, time: Date) => attempts.reserve(username, address, time, { since: new Date(0), max: 100 });
      await record("owner", "1.1.1.1", now);
      await record("owner", "1.1.1.1", minutesAgo(15));
      await record("owner", "1.1.1.1", minutesAgo(20));
      await record("owner", "2.2.2.2", now);
      await record("Owner", "1.1.1.1", now);
      expect(await attempts.recentFailures("owner", "1.1.1.1", minutesAgo(15))).toEqual([now]);
      expect((await attempts.recentFailures("owner", "1.1.1.1", new Date(0))).map((time) => time.getTime()).sort()).toEqual(
        [minutesAgo(20), minutesAgo(15), now].map((time) => time.getTime()),
      );
      await attempts.deleteOlderThan(minutesAgo(15));
      expect(await attempts.recentFailures("owner", "1.1.1.1", new Date(0))).toEqual([now]);
      await attempts.clear("owner", "1.1.1.1");
      expect(await attempts.recentFailures("owner", "1.1.1.1", new Date(0))).toEqual([]);
      expect(await attempts.recentFailures("owner", "2.2.2.2", new Date(0))).toEqual([now]);
      expect(await attempts.recentFailures("Owner", "1.1.1.1", new Date(0))).toEqual([now]);
    });

    it("reserves an attempt only while fewer than the limit are recorded since the given time, and releases one", async () => {
      const attempts = subject().loginAttempts;
      const now = at("2026-11-22T12:00:00Z");
      const limit = { since: at("2026-11-22T11:45:00Z"), max: 2 };
      await attempts.reserve("limit", "1.1.1.1", at("2026-11-22T11:45:00Z"), limit);
      const first = await attempts.reserve("limit", "1.1.1.1", now, limit);
      const second = await attempts.reserve("limit", "1.1.1.1", now, limit);
      expect(first).toEqual({ reserved: true, id: expect.any(Number) });
      expect(second).toEqual({ reserved: true, id: expect.any(Number) });
      expect(await attempts.reserve("limit", "1.1.1.1", now, limit)).toEqual({ reserved: false, recent: [now, now] });
      expect(await attempts.reserve("limit", "2.2.2.2", now, limit)).toMatchObject({ reserved: true });
      if (first.reserved) await attempts.release(first.id);
      expect(await attempts.recentFailures("limit", "1.1.1.1", limit.since)).toEqual([now]);
      expect(await attempts.reserve("limit", "1.1.1.1", now, limit)).toMatchObject({ reserved: true });
    });

    it("lets at most the limit of many concurrent reservations through", async () => {
      const attempts = subject().loginAttempts;
      const now = at("2026-11-22T12:00:00Z");
      const limit = { since: at("2026-11-22T11:45:00Z"), max: 10 };
      const outcomes = await Promise.all(Array.from({ length: 60 }, () => attempts.reserve("rush", "1.1.1.1", now, limit)));
      expect(outcomes.filter((outcome) => outcome.reserved)).toHaveLength(10);
      expect(await attempts.recentFailures("rush", "1.1.1.1", limit.since)).toHaveLength(10);
    });
  });
}
