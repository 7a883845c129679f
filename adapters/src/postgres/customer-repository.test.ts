import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { customerSchema } from "@stringing/core/customers/customer-schema";
import { customersContract } from "@stringing/core/testing/contracts/customers-contract";
import { PostgresCustomerRepository, containsPattern } from "./customer-repository.ts";
import { customers, orders } from "./schema/index.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";
import { freshOn, useTestDatabase } from "./use-test-database.ts";

const input = (fields: Record<string, unknown>) => customerSchema.parse(fields);

describe("containsPattern", () => {
  it("escapes LIKE wildcards", () => {
    expect(containsPattern("50%_off\\x")).toBe("%50\\%\\_off\\\\x%");
  });
});

for (const target of testDatabaseTargets()) {
  describe(`customer repository (${target.name})`, () => {
    let database: TestDatabase;
    let repo: PostgresCustomerRepository;
    beforeAll(async () => {
      database = await target.open();
      repo = new PostgresCustomerRepository(database.handle.db);
    });
    afterAll(() => database?.dispose());

    const create = async (fields: Record<string, unknown>) => {
      const result = await repo.create(input(fields));
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };

    it("creates with defaults and refuses a duplicate e-mail in any case", async () => {
      const casey = await create({ name: "Casey Jones", email: "Casey@Example.com", position: "Attack" });
      expect(casey).toMatchObject({ email: "casey@example.com", shippingCountry: "United States", imageUrls: [], totalOrders: 0, lastOrderDate: null });
      expect(await repo.create(input({ name: "Other", email: "CASEY@example.com" }))).toEqual({
        ok: false,
        error: { kind: "conflict", message: "A customer with this email already exists" },
      });
      // A row written in mixed case (before normalising, or by hand) still clashes.
      await database.handle.db.insert(customers).values({ name: "Legacy", email: "Legacy@Example.com" });
      expect(await repo.create(input({ name: "New", email: "legacy@example.com" }))).toMatchObject({ ok: false, error: { kind: "conflict" } });
      // Customers without e-mail never clash.
      await create({ name: "No mail 1" });
      await create({ name: "No mail 2", email: "" });
    });

    it("updates, clashes on another's e-mail, and reports unknown ids", async () => {
      const a = await create({ name: "Update A", email: "a@update.test" });
      await create({ name: "Update B", email: "b@update.test" });
      expect(await repo.update(a.id, { phone: "555-0100", email: "a@update.test" })).toMatchObject({
        ok: true,
        value: { phone: "555-0100", name: "Update A" },
      });
      expect(await repo.update(a.id, { email: "b@update.test" })).toMatchObject({ ok: false, error: { kind: "conflict" } });
      expect(await repo.update(999_999, { phone: "1" })).toMatchObject({ ok: false, error: { kind: "not_found", message: "Customer not found" } });
      expect(await repo.update(a.id, { email: null })).toMatchObject({ ok: true, value: { email: null } });
    });

    it("searches name, e-mail and position case-insensitively, newest first, with literal wildcards", async () => {
      await database.handle.db.delete(customers);
      const first = await create({ name: "Sam Goalie", email: "sam@search.test", position: "Goalie" });
      const second = await create({ name: "Alex", email: "alex@search.test", position: "Long Stick Midfield" });
      const third = await create({ name: "Jo 100%", email: "jo@search.test", position: "attack" });
      const ids = (rows: { id: number }[]) => rows.map((row) => row.id);
      expect(ids(await repo.list({}))).toEqual([third.id, second.id, first.id]);
      expect(ids(await repo.list({ q: "GOALIE" }))).toEqual([first.id]);
      expect(ids(await repo.list({ q: "ALEX@" }))).toEqual([second.id]);
      expect(ids(await repo.list({ q: "midfield" }))).toEqual([second.id]);
      expect(ids(await repo.list({ q: "%" }))).toEqual([third.id]);
      expect(ids(await repo.list({ q: "_" }))).toEqual([]);
      expect(ids(await repo.list({ q: "search.test", limit: 1, offset: 1 }))).toEqual([second.id]);
    });

    it("appends and removes images atomically and knows who lists them", async () => {
      const customer = await create({ name: "Images" });
      await repo.addImage(customer.id, "/objects/a.jpg");
      const both = await repo.addImage(customer.id, "https://example.com/b.jpg");
      expect(both?.imageUrls).toEqual(["/objects/a.jpg", "https://example.com/b.jpg"]);
      // Concurrent appends all land.
      await Promise.all(Array.from({ length: 5 }, (_, index) => repo.addImage(customer.id, `/objects/c${index}.jpg`)));
      expect((await repo.find(customer.id))?.imageUrls).toHaveLength(7);
      expect(await repo.isImageReferenced("/objects/a.jpg")).toBe(true);
      const removed = await repo.removeImage(customer.id, "/objects/a.jpg");
      expect(removed?.removed).toBe(true);
      expect(removed?.customer.imageUrls).not.toContain("/objects/a.jpg");
      expect(await repo.isImageReferenced("/objects/a.jpg")).toBe(false);
      expect(await repo.removeImage(customer.id, "/objects/a.jpg")).toMatchObject({ removed: false });
      expect(await repo.removeImage(999_999, "/objects/a.jpg")).toBeNull();
      expect(await repo.addImage(999_999, "/objects/x.jpg")).toBeNull();
    });

    it("deletes a customer and keeps their orders, unlinked", async () => {
      const customer = await create({ name: "Leaving", email: "leaving@example.com" });
      const [order] = await database.handle.db
        .insert(orders)
        .values({ customerId: customer.id, customerName: "Leaving", customerEmail: "leaving@example.com", serviceName: "Mesh Pocket" })
        .returning();
      expect(await repo.delete(customer.id)).toMatchObject({ id: customer.id });
      expect(await repo.find(customer.id)).toBeNull();
      expect(await repo.delete(customer.id)).toBeNull();
      const [kept] = await database.handle.db.select().from(orders).where(eq(orders.id, order!.id));
      expect(kept?.customerId).toBeNull();
    });
  });
}

for (const target of testDatabaseTargets()) {
  describe(`PostgresCustomerRepository against the port contract on ${target.name}`, () => {
    const database = useTestDatabase(target);
    customersContract(freshOn(database, (db) => new PostgresCustomerRepository(db)));
  });
}
