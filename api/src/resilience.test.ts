import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@stringing/adapters/postgres/db";
import { openServerTestDatabase, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { createTestApp, sessionCookieOf, type TestApp } from "./testing/test-app.ts";
import { TcpProxy } from "./testing/tcp-proxy.ts";

const serverUrl = process.env.DATABASE_URL;

/** docs/rules/running.md, Several instances and Database restarts: several instances on one database, and a database that restarts. */
describe.skipIf(!serverUrl)("on a Postgres server", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openServerTestDatabase(serverUrl!);
  });
  afterAll(() => database.dispose());

  describe("two instances on one database", () => {
    let second: DatabaseHandle;
    let one: TestApp;
    let two: TestApp;
    beforeAll(async () => {
      second = await openDatabase({ url: database.url! });
      one = await createTestApp(database);
      two = await createTestApp({ handle: second, dispose: () => second.close() });
    });
    afterAll(() => second.close());

    it("share sessions and logouts", async () => {
      const cookie = await one.signIn("admin");
      expect((await two.request("/api/user", { cookie })).status).toBe(200);
      await two.request("/api/logout", { method: "POST", cookie });
      expect((await one.request("/api/user", { cookie })).status).toBe(401);
    });

    it("share the login limit", async () => {
      await one.users.create({ username: "shared", passwordHash: await one.passwords.hash("right"), role: "user" });
      const attempt = (app: TestApp, password: string) =>
        app.request("/api/login", { method: "POST", json: { username: "shared", password }, address: "192.0.2.9" });
      for (let i = 0; i < 10; i++) await attempt(i % 2 ? one : two, "wrong");
      expect((await attempt(one, "right")).status).toBe(429);
      expect((await attempt(two, "right")).status).toBe(429);
    });

    it("share the public forms' limit", async () => {
      const leave = (app: TestApp, n: number) =>
        app.request("/api/contacts", {
          method: "POST",
          json: { name: "Sam", email: "sam@example.com", message: `Shared limit message ${n}` },
          address: "192.0.2.10",
        });
      const statuses = (await Promise.all(Array.from({ length: 14 }, (_, n) => leave(n % 2 ? one : two, n)))).map((response) => response.status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(4);
    });
  });

  describe("a database that goes away and comes back", () => {
    let proxy: TcpProxy;
    let handle: DatabaseHandle;
    let app: TestApp;
    beforeAll(async () => {
      const url = new URL(database.url!);
      proxy = new TcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
      await proxy.start();
      url.host = `127.0.0.1:${proxy.port}`;
      handle = await openDatabase({ url: url.toString() });
      app = await createTestApp({ handle, dispose: () => handle.close() });
    });
    afterAll(async () => {
      await handle.close();
      await proxy.stop();
    });

    it("answers 503 JSON quickly while it is away and recovers within 5 s of its return", async () => {
      const cookie = sessionCookieOf(
        await (async () => {
          await app.users.create({ username: "resilient", passwordHash: await app.passwords.hash("pw"), role: "admin" });
          return app.request("/api/login", { method: "POST", json: { username: "resilient", password: "pw" } });
        })(),
      );
      expect((await app.request("/api/health")).status).toBe(200);

      await proxy.stop();
      const started = Date.now();
      const during = await app.request("/api/content/section/hero-heading");
      expect(during.status).toBe(503);
      expect(await during.json()).toHaveProperty("message");
      expect((await app.request("/api/health")).status).toBe(503);
      expect((await app.request("/api/user", { cookie })).status).toBe(503);
      expect(Date.now() - started).toBeLessThan(5000);

      await proxy.start();
      const back = Date.now();
      let status = 0;
      while (Date.now() - back < 5000) {
        status = (await app.request("/api/content/section/hero-heading")).status;
        if (status === 200) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe(200);
      expect((await app.request("/api/user", { cookie })).status).toBe(200);
    });
  });
});
