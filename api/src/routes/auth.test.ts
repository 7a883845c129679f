import { rm } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { sessions } from "@stringing/adapters/postgres/schema/index";
import { testDatabaseTargets, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { FixedClock } from "@stringing/core/testing/in-memory-auth";
import { randomSessionTokens } from "@stringing/adapters/crypto/random-session-tokens";
import { PostgresSessionRepository } from "@stringing/adapters/postgres/session-repository";
import { changePassword } from "@stringing/core/auth/change-password";
import { createTestApp, sessionCookieOf, type TestApp } from "../testing/test-app.ts";

const HOUR = 60 * 60 * 1000;

for (const target of testDatabaseTargets()) {
  describe(`sessions and login on ${target.name}`, () => {
    let database: TestDatabase;
    let t: TestApp;
    const clock = new FixedClock(new Date());

    beforeAll(async () => {
      database = await target.open();
      t = await createTestApp(database, { clock });
      await t.users.create({ username: "owner", passwordHash: await t.passwords.hash("s3cret!"), role: "admin", name: "Owner" });
    });
    afterAll(() => database.dispose());

    const login = (username: string, password: string, address?: string) =>
      t.request("/api/login", { method: "POST", json: { username, password }, ...(address ? { address } : {}) });

    it("logs in with an HttpOnly, SameSite=Lax session cookie and returns the user without secrets", async () => {
      const response = await login("owner", "s3cret!");
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(body).toMatchObject({ username: "owner", name: "Owner", role: "admin" });
      expect(JSON.stringify(body)).not.toMatch(/password|hash/i);
      const cookie = response.headers.get("set-cookie")!;
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie).not.toMatch(/Secure/);
    });

    it("stores only the hash of the token", async () => {
      const cookie = sessionCookieOf(await login("owner", "s3cret!"));
      const token = cookie.slice("sid=".length);
      const byToken = await t.db.select().from(sessions).where(eq(sessions.tokenHash, token));
      expect(byToken).toHaveLength(0);
      const byHash = await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, await randomSessionTokens.hash(token)));
      expect(byHash).toHaveLength(1);
    });

    it("answers GET /api/user with 401 signed out and the user signed in", async () => {
      const anonymous = await t.request("/api/user");
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ message: "Not authenticated" });
      const cookie = sessionCookieOf(await login("owner", "s3cret!"));
      const me = await t.request("/api/user", { cookie });
      expect(me.status).toBe(200);
      expect(await me.json()).toMatchObject({ username: "owner", role: "admin" });
      expect((await t.request("/api/user", { cookie: "sid=forged" })).status).toBe(401);
    });

    it("slides the session forward and re-sets the cookie late in its life, while it is used", async () => {
      const cookie = sessionCookieOf(await login("owner", "s3cret!"));
      const renewedAtHours: number[] = [];
      for (let hours = 10; hours <= 20 * 24; hours += 10) {
        clock.advance(10 * HOUR);
        const response = await t.request("/api/user", { cookie });
        expect(response.status).toBe(200);
        if (response.headers.get("set-cookie")?.includes("sid=")) renewedAtHours.push(hours);
      }
      // Once, at the first use past half of the 30 days.
      expect(renewedAtHours).toEqual([15 * 24 + 10]);
    });

    it("ends a session left unused for 12 hours and deletes it, counting from its last use", async () => {
      const cookie = sessionCookieOf(await login("owner", "s3cret!"));
      const tokenHash = await randomSessionTokens.hash(cookie.slice("sid=".length));
      clock.advance(11 * HOUR);
      expect((await t.request("/api/user", { cookie })).status).toBe(200);
      clock.advance(11 * HOUR);
      expect((await t.request("/api/user", { cookie })).status).toBe(200);
      clock.advance(12 * HOUR);
      expect((await t.request("/api/user", { cookie })).status).toBe(401);
      expect(await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash))).toHaveLength(0);
    });

    it("ends idle sessions after the configured time instead", async () => {
      const strict = await createTestApp(database, { clock, sessionIdleTimeoutMs: HOUR });
      const response = await strict.request("/api/login", { method: "POST", json: { username: "owner", password: "s3cret!" } });
      const cookie = sessionCookieOf(response);
      clock.advance(HOUR - 60 * 1000);
      expect((await strict.request("/api/user", { cookie })).status).toBe(200);
      clock.advance(HOUR);
      expect((await strict.request("/api/user", { cookie })).status).toBe(401);
      await rm(strict.dataDir, { recursive: true, force: true });
    });

    it("records a session's use at most once a minute", async () => {
      const cookie = sessionCookieOf(await login("owner", "s3cret!"));
      const tokenHash = await randomSessionTokens.hash(cookie.slice("sid=".length));
      const lastSeen = async () => (await t.db.select().from(sessions).where(eq(sessions.tokenHash, tokenHash)))[0]?.lastSeenAt;
      const loggedInAt = await lastSeen();
      clock.advance(30 * 1000);
      await t.request("/api/user", { cookie });
      expect(await lastSeen()).toEqual(loggedInAt);
      clock.advance(30 * 1000);
      await t.request("/api/user", { cookie });
      expect(await lastSeen()).toEqual(clock.now());
    });

    it("issues a new token at login and ends the session the request carried", async () => {
      const old = sessionCookieOf(await login("owner", "s3cret!"));
      const response = await t.request("/api/login", { method: "POST", json: { username: "owner", password: "s3cret!" }, cookie: old });
      expect(response.status).toBe(200);
      const fresh = sessionCookieOf(response);
      expect(fresh).not.toBe(old);
      expect((await t.request("/api/user", { cookie: old })).status).toBe(401);
      expect((await t.request("/api/user", { cookie: fresh })).status).toBe(200);
      // A token planted in the browser beforehand is never adopted either.
      const planted = await t.request("/api/login", { method: "POST", json: { username: "owner", password: "s3cret!" }, cookie: "sid=planted" });
      expect(sessionCookieOf(planted)).not.toBe("sid=planted");
    });

    it("ends every session of a user whose password changes, and no one else's", async () => {
      const user = await t.users.create({ username: "changer", passwordHash: await t.passwords.hash("old pass"), role: "admin" });
      const laptop = sessionCookieOf(await login("changer", "old pass"));
      const phone = sessionCookieOf(await login("changer", "old pass"));
      const someoneElse = await t.signIn("admin");
      const change = changePassword({ users: t.users, sessions: new PostgresSessionRepository(t.db), passwords: t.passwords });
      expect(await change({ userId: user!.id, password: "new pass" })).toEqual({ ok: true, value: { sessionsEnded: 2 } });
      expect((await t.request("/api/user", { cookie: laptop })).status).toBe(401);
      expect((await t.request("/api/user", { cookie: phone })).status).toBe(401);
      expect((await t.request("/api/user", { cookie: someoneElse })).status).toBe(200);
      expect((await login("changer", "old pass", "198.51.100.9")).status).toBe(401);
      expect((await login("changer", "new pass", "198.51.100.9")).status).toBe(200);
    });

    it("logs out: the session ends on the server and the cookie is cleared", async () => {
      const cookie = sessionCookieOf(await login("owner", "s3cret!"));
      const response = await t.request("/api/logout", { method: "POST", cookie });
      expect(response.status).toBe(200);
      expect(response.headers.get("set-cookie")).toMatch(/sid=;.*Max-Age=0/);
      expect((await t.request("/api/user", { cookie })).status).toBe(401);
      expect((await t.request("/api/logout", { method: "POST" })).status).toBe(200);
    });

    it("refuses bad credentials with one message and validates with the spec's messages", async () => {
      const wrong = await login("owner", "nope", "198.51.100.1");
      expect(wrong.status).toBe(401);
      expect(await wrong.json()).toEqual({ message: "Invalid username or password" });
      const empty = await t.request("/api/login", { method: "POST", json: { username: " ", password: "" } });
      expect(empty.status).toBe(400);
      expect(await empty.json()).toEqual({
        message: "Username is required",
        errors: { username: "Username is required", password: "Password is required" },
      });
      const malformed = await t.request("/api/login", { method: "POST", body: "{nope", headers: { "content-type": "application/json" } });
      expect(malformed.status).toBe(400);
      expect(((await malformed.json()) as { message: string }).message).toMatch(/JSON/);
    });

    it("rate-limits one username from one address after ten failures", async () => {
      await t.users.create({ username: "target", passwordHash: await t.passwords.hash("right"), role: "user" });
      for (let i = 0; i < 10; i++) expect((await login("target", "wrong", "192.0.2.50")).status).toBe(401);
      const blocked = await login("target", "right", "192.0.2.50");
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await login("target", "right", "192.0.2.51")).status).toBe(200);
      expect((await login("owner", "s3cret!", "192.0.2.50")).status).toBe(200);
      clock.advance(16 * 60 * 1000);
      expect((await login("target", "right", "192.0.2.50")).status).toBe(200);
    });

    it("holds the limit against a hundred wrong logins sent at once: at most ten are checked, the rest answer 429", async () => {
      await t.users.create({ username: "rushed", passwordHash: await t.passwords.hash("right"), role: "admin" });
      const answers = await Promise.all(Array.from({ length: 100 }, () => login("rushed", "wrong", "192.0.2.60")));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(10);
      expect(statuses.filter((status) => status !== 401 && status !== 429)).toEqual([]);
      expect(answers.find((answer) => answer.status === 429)?.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    });
  });
}
