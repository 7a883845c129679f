import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { users } from "@stringing/adapters/postgres/schema/index";
import { testDatabaseTargets, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { createTestApp, sessionCookieOf, type TestApp } from "../testing/test-app.ts";

type Listed = { id: number; username: string; role: string; owner: boolean; lastSignInAt: string | null; isYou: boolean };

for (const target of testDatabaseTargets()) {
  describe(`admin users on ${target.name}`, () => {
    let database: TestDatabase;
    let t: TestApp;

    beforeAll(async () => {
      database = await target.open();
      t = await createTestApp(database);
    });
    afterAll(() => database.dispose());

    const login = (username: string, password: string) => t.request("/api/login", { method: "POST", json: { username, password } });
    const addAdmin = (cookie: string, username: string) => t.request("/api/users", { method: "POST", cookie, json: { username } });
    const list = async (cookie: string) => (await (await t.request("/api/users", { cookie })).json()) as Listed[];
    const idOf = async (username: string) => (await t.users.findByUsername(username))!.user.id;

    it("is for admins only: 401 signed out, 403 for a non-admin, on every route", async () => {
      const member = await t.signIn("user");
      const calls: [string, string][] = [
        ["GET", "/api/users"],
        ["POST", "/api/users"],
        ["POST", "/api/users/1/password"],
        ["DELETE", "/api/users/1"],
        ["POST", "/api/users/1/make-owner"],
        ["POST", "/api/user/password"],
      ];
      for (const [method, path] of calls) {
        const body = method === "GET" ? {} : { json: {} };
        expect((await t.request(path, { method, ...body })).status).toBe(401);
        expect((await t.request(path, { method, ...body, cookie: member })).status).toBe(403);
      }
    });

    it("lists users with role and last sign-in, marks the caller, never a hash", async () => {
      const admin = await t.signIn("admin");
      const listed = await list(admin);
      const me = listed.find((user) => user.isYou);
      expect(me).toMatchObject({ role: "admin", lastSignInAt: expect.any(String) });
      expect(listed.filter((user) => user.isYou)).toHaveLength(1);
      expect(listed.some((user) => user.role === "user")).toBe(true);
      expect(JSON.stringify(listed)).not.toMatch(/password|hash|argon/i);
      // The first admin is the owner, still with role admin.
      expect(listed.filter((user) => user.owner)).toEqual([expect.objectContaining({ role: "admin", isYou: true })]);
    });

    it("adds an admin whose generated password works once shown, stored only as an Argon2id hash", async () => {
      const admin = await t.signIn("admin");
      const added = await addAdmin(admin, "coach");
      expect(added.status).toBe(201);
      expect(added.headers.get("cache-control")).toBe("no-store");
      const body = (await added.json()) as { user: { username: string; role: string }; password: string };
      expect(body.user).toMatchObject({ username: "coach", role: "admin" });
      expect(body.password).toMatch(/^[a-z0-9]{20,}$/);
      const [row] = await t.db.select({ hash: users.passwordHash }).from(users).where(eq(users.username, "coach"));
      expect(row?.hash).toMatch(/^\$argon2id\$/);
      expect(row?.hash).not.toContain(body.password);
      expect((await login("coach", body.password)).status).toBe(200);
      expect((await list(admin)).find((user) => user.username === "coach")?.lastSignInAt).toEqual(expect.any(String));

      const duplicate = await addAdmin(admin, "coach");
      expect(duplicate.status).toBe(409);
      expect(await duplicate.json()).toEqual({ message: "A user with that username already exists" });
      const invalid = await addAdmin(admin, "two words");
      expect(invalid.status).toBe(400);
      expect(await invalid.json()).toEqual({ message: "Username cannot contain spaces", errors: { username: "Username cannot contain spaces" } });
    });

    it("resets another admin's password, signing them out, but never the caller's own", async () => {
      const admin = await t.signIn("admin");
      const { password: first } = (await (await addAdmin(admin, "forgetful")).json()) as { password: string };
      const theirSession = sessionCookieOf(await login("forgetful", first));
      const reset = await t.request(`/api/users/${await idOf("forgetful")}/password`, { method: "POST", cookie: admin });
      expect(reset.status).toBe(200);
      const { password, sessionsEnded } = (await reset.json()) as { password: string; sessionsEnded: number };
      expect(sessionsEnded).toBe(1);
      expect(password).not.toBe(first);
      expect((await t.request("/api/user", { cookie: theirSession })).status).toBe(401);
      expect((await login("forgetful", first)).status).toBe(401);
      expect((await login("forgetful", password)).status).toBe(200);

      const myId = (await list(admin)).find((user) => user.isYou)!.id;
      const own = await t.request(`/api/users/${myId}/password`, { method: "POST", cookie: admin });
      expect(own.status).toBe(409);
      expect(await own.json()).toEqual({ message: "Use Change password for your own account" });
      expect((await t.request("/api/users/999999/password", { method: "POST", cookie: admin })).status).toBe(404);
      expect((await t.request("/api/users/abc/password", { method: "POST", cookie: admin })).status).toBe(400);
    });

    it("removes another admin and their sessions, never the caller", async () => {
      const admin = await t.signIn("admin");
      const { password } = (await (await addAdmin(admin, "leaving")).json()) as { password: string };
      const theirSession = sessionCookieOf(await login("leaving", password));
      const id = await idOf("leaving");
      const removed = await t.request(`/api/users/${id}`, { method: "DELETE", cookie: admin });
      expect(removed.status).toBe(200);
      expect(await removed.json()).toEqual({ message: "User removed", id });
      expect((await t.request("/api/user", { cookie: theirSession })).status).toBe(401);
      expect((await list(admin)).some((user) => user.username === "leaving")).toBe(false);
      expect((await t.request(`/api/users/${id}`, { method: "DELETE", cookie: admin })).status).toBe(404);

      const myId = (await list(admin)).find((user) => user.isYou)!.id;
      const self = await t.request(`/api/users/${myId}`, { method: "DELETE", cookie: admin });
      expect(self.status).toBe(409);
      expect(await self.json()).toEqual({ message: "You cannot remove yourself" });
    });

    it("changes the caller's own password with the current one, signing out their other sessions only", async () => {
      const admin = await t.signIn("admin");
      const { password } = (await (await addAdmin(admin, "changer")).json()) as { password: string };
      const here = sessionCookieOf(await login("changer", password));
      const phone = sessionCookieOf(await login("changer", password));
      const change = (cookie: string, json: unknown) => t.request("/api/user/password", { method: "POST", cookie, json });

      const wrong = await change(here, { currentPassword: "guess", newPassword: "a new passphrase" });
      expect(wrong.status).toBe(400);
      expect(await wrong.json()).toEqual({ message: "Current password is incorrect", errors: { currentPassword: "Current password is incorrect" } });
      const short = await change(here, { currentPassword: password, newPassword: "short" });
      expect(short.status).toBe(400);
      expect(((await short.json()) as { errors: Record<string, string> }).errors).toEqual({ newPassword: "Password must be at least 8 characters" });

      const changed = await change(here, { currentPassword: password, newPassword: "a new passphrase" });
      expect(changed.status).toBe(200);
      const renewed = sessionCookieOf(changed);
      expect(renewed).not.toBe(here);
      expect((await t.request("/api/user", { cookie: renewed })).status).toBe(200);
      expect((await t.request("/api/user", { cookie: here })).status).toBe(401);
      expect((await t.request("/api/user", { cookie: phone })).status).toBe(401);
      expect((await t.request("/api/user", { cookie: admin })).status).toBe(200);
      expect((await login("changer", password)).status).toBe(401);
      expect((await login("changer", "a new passphrase")).status).toBe(200);
    });
  });

  describe(`the owner on ${target.name}`, () => {
    let database: TestDatabase;
    let t: TestApp;
    beforeAll(async () => {
      database = await target.open();
      t = await createTestApp(database);
    });
    afterAll(() => database.dispose());

    const call = (method: string, path: string, cookie: string) => t.request(path, { method, cookie });
    const ownerName = async () => (await t.users.list()).find((user) => user.owner)?.username;

    it("cannot be removed, reset or replaced by another admin; hands ownership on to an admin only", async () => {
      const owner = await t.signIn("admin");
      const helper = await t.signIn("admin");
      await t.signIn("user");
      const [ownerRow, helperRow, memberRow] = await t.users.list();
      expect([ownerRow?.owner, helperRow?.owner, memberRow?.owner]).toEqual([true, false, false]);
      const ownerId = ownerRow!.id;
      const helperId = helperRow!.id;

      const removal = await call("DELETE", `/api/users/${ownerId}`, helper);
      expect(removal.status).toBe(403);
      expect(await removal.json()).toEqual({ message: "The owner cannot be removed; the owner can make another admin the owner first" });
      const reset = await call("POST", `/api/users/${ownerId}/password`, helper);
      expect(reset.status).toBe(403);
      expect(await reset.json()).toEqual({ message: "Only the owner can reset the owner's password" });
      for (const [target, cookie] of [
        [helperId, helper],
        [ownerId, helper],
      ] as const) {
        const taken = await call("POST", `/api/users/${target}/make-owner`, cookie);
        expect(taken.status).toBe(403);
        expect(await taken.json()).toEqual({ message: "Only the owner can make another admin the owner" });
      }
      expect((await t.request("/api/user", { cookie: owner })).status).toBe(200);
      const self = await call("DELETE", `/api/users/${ownerId}`, owner);
      expect(self.status).toBe(409);

      const toMember = await call("POST", `/api/users/${memberRow!.id}/make-owner`, owner);
      expect(toMember.status).toBe(409);
      expect(await toMember.json()).toEqual({ message: "Only an admin can be the owner" });
      expect((await call("POST", "/api/users/999999/make-owner", owner)).status).toBe(404);
      expect((await call("POST", "/api/users/abc/make-owner", owner)).status).toBe(400);
      expect(await ownerName()).toBe(ownerRow!.username);

      const handed = await call("POST", `/api/users/${helperId}/make-owner`, owner);
      expect(handed.status).toBe(200);
      expect(await handed.json()).toEqual({ message: "Owner changed", id: helperId });
      expect(await ownerName()).toBe(helperRow!.username);
      // The former owner is an admin like the rest now: still signed in, and no longer protected.
      expect((await call("POST", `/api/users/${helperId}/make-owner`, owner)).status).toBe(403);
      expect((await call("POST", `/api/users/${ownerId}/password`, helper)).status).toBe(200);
      expect((await call("DELETE", `/api/users/${ownerId}`, helper)).status).toBe(200);
      expect((await t.users.list()).map((user) => user.owner)).toEqual([true, false]);
    });
  });

  describe(`the last admin on ${target.name}`, () => {
    let database: TestDatabase;
    let t: TestApp;
    beforeAll(async () => {
      database = await target.open();
      t = await createTestApp(database);
    });
    afterAll(() => database.dispose());

    it("survives two admins removing each other at once", async () => {
      const first = await t.signIn("admin");
      const second = await t.signIn("admin");
      const [one, two] = (await t.users.list()).map((user) => user.id);
      const answers = await Promise.all([
        t.request(`/api/users/${two}`, { method: "DELETE", cookie: first }),
        t.request(`/api/users/${one}`, { method: "DELETE", cookie: second }),
      ]);
      // The owner is never removed (403), or, when the owner's removal of the other finished first, that one has no session left.
      const statuses = answers.map((answer) => answer.status).sort();
      expect([
        [200, 401],
        [200, 403],
      ]).toContainEqual(statuses);
      expect(await t.users.countByRole("admin")).toBe(1);
    });
  });
}
