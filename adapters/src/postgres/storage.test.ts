import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { migrateDatabase, type DatabaseHandle } from "./db.ts";
import { PostgresLoginAttemptRepository } from "./login-attempt-repository.ts";
import { orders, paymentSettings, services, testimonials, users, websiteContent } from "./schema/index.ts";
import { seedSiteDefaults } from "./seed-site-defaults.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";
import { PostgresUserRepository } from "./user-repository.ts";

function storageSuite(open: () => Promise<TestDatabase>) {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await open();
    handle = database.handle;
  });
  afterAll(() => database?.dispose());

  it("applies migrations idempotently", async () => {
    await migrateDatabase(handle);
    const result = await handle.db.execute(sql`select count(*)::int as n from orders`);
    expect(result).toBeTruthy();
  });

  it("seeds the site defaults exactly once, as real rows", async () => {
    expect(await seedSiteDefaults(handle.db)).toBe(true);
    expect(await seedSiteDefaults(handle.db)).toBe(false);
    const [hero] = await handle.db.select().from(websiteContent).where(eq(websiteContent.section, "hero-heading"));
    expect(hero?.title).toBe("Professional Lacrosse Stringing Services");
    expect(hero?.visible).toBe(true);
    const seededServices = await handle.db.select().from(services);
    expect(seededServices.map((s) => s.name)).toEqual(["Traditional Pocket", "Mesh Pocket", "Pro Custom Stringing"]);
    expect(seededServices.every((s) => s.price === 0 && s.priceDisplay === "Contact for pricing")).toBe(true);
    expect(seededServices[0]?.features.length).toBeGreaterThan(0);
    // The order form offers services that have a payment link, so each seeded one gets a placeholder.
    const links = await handle.db.select().from(paymentSettings);
    expect(links.map((l) => l.serviceName)).toEqual(seededServices.map((s) => s.name));
    expect(links.every((l) => l.paymentLink.startsWith("https://example.com/") && l.paymentLink.includes("{amount}"))).toBe(true);
    const [testimonial] = await handle.db.select().from(testimonials);
    expect(testimonial?.rating).toBe(5);
  });

  it("keeps usernames unique and never returns the hash from findById", async () => {
    const repo = new PostgresUserRepository(handle.db);
    const created = await repo.create({ username: "owner", passwordHash: "h", role: "admin", name: "Owner" });
    expect(created).toMatchObject({ username: "owner", role: "admin" });
    expect(await repo.create({ username: "owner", passwordHash: "x", role: "user" })).toBeNull();
    expect(await repo.findById(created!.id)).not.toHaveProperty("passwordHash");
    expect(await repo.countByRole("admin")).toBe(1);
    const [defaults] = await handle.db.insert(users).values({ username: "plain", passwordHash: "h" }).returning();
    expect(defaults?.role).toBe("user");
  });

  it("replaces a user's password hash and reports an unknown user", async () => {
    const repo = new PostgresUserRepository(handle.db);
    const created = await repo.create({ username: "rehash", passwordHash: "old", role: "admin" });
    expect(await repo.setPasswordHash(created!.id, "new")).toBe(true);
    expect((await repo.findByUsername("rehash"))?.passwordHash).toBe("new");
    expect(await repo.setPasswordHash(999_999, "new")).toBe(false);
  });

  it("counts login failures per username and address inside the window", async () => {
    const repo = new PostgresLoginAttemptRepository(handle.db);
    const now = new Date();
    const limit = { since: new Date(0), max: 10 };
    await repo.reserve("owner", "1.1.1.1", now, limit);
    await repo.reserve("owner", "1.1.1.1", new Date(now.getTime() - 20 * 60_000), limit);
    await repo.reserve("owner", "2.2.2.2", now, limit);
    expect(await repo.recentFailures("owner", "1.1.1.1", new Date(now.getTime() - 15 * 60_000))).toHaveLength(1);
    await repo.clear("owner", "1.1.1.1");
    expect(await repo.recentFailures("owner", "1.1.1.1", new Date(0))).toHaveLength(0);
    expect(await repo.recentFailures("owner", "2.2.2.2", new Date(0))).toHaveLength(1);
  });

  it("makes the oldest admin the owner when migration 0008 meets existing users", async () => {
    const migration = await readFile(new URL("./migrations/0008_owner.sql", import.meta.url), "utf8");
    const markOwner = migration.split("--> statement-breakpoint").at(-1)!;
    await handle.db.update(users).set({ isOwner: false });
    await handle.db.insert(users).values([
      { username: "early-member", passwordHash: "h", role: "user", createdAt: new Date("2020-01-01T00:00:00Z") },
      { username: "first-admin", passwordHash: "h", role: "admin", createdAt: new Date("2020-01-02T00:00:00Z") },
      { username: "later-admin", passwordHash: "h", role: "admin", createdAt: new Date("2020-01-03T00:00:00Z") },
    ]);
    await handle.db.execute(sql.raw(markOwner));
    const owners = await handle.db.select({ username: users.username }).from(users).where(eq(users.isOwner, true));
    expect(owners).toEqual([{ username: "first-admin" }]);
  });

  it("applies the specified defaults and refuses an unknown order status", async () => {
    const [order] = await handle.db.insert(orders).values({ customerName: "A B", customerEmail: "a@b.co", serviceName: "Mesh Pocket" }).returning();
    expect(order).toMatchObject({ status: "pending", servicePrice: 0 });
    await expect(handle.db.insert(orders).values({ customerName: "A", customerEmail: "a@b.co", serviceName: "x", status: "Shipped" })).rejects.toThrow();
  });
}

for (const target of testDatabaseTargets()) {
  describe(`storage on ${target.name}`, () => storageSuite(target.open));
}
