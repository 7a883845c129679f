import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "./db.ts";
import {
  contacts,
  customers,
  eventImages,
  inventory,
  paymentSettings,
  shopProducts,
  socialLinks,
  subscribers,
  testimonials,
  users,
  websiteContent,
} from "./schema/index.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";

/** docs/rules/records.md: the defaults and unique keys, as the database enforces them. */
for (const target of testDatabaseTargets()) {
  describe(`schema defaults and keys on ${target.name}`, () => {
    let database: TestDatabase;
    let db: DatabaseHandle["db"];
    beforeAll(async () => {
      database = await target.open();
      db = database.handle.db;
    });
    afterAll(() => database.dispose());

    it("fills the specified defaults", async () => {
      const [subscriber] = await db.insert(subscribers).values({ email: "a@example.com" }).returning();
      expect(subscriber).toMatchObject({ subscribed: true, name: null });
      expect(subscriber?.unsubscribeToken).toMatch(/^[0-9a-f-]{36}$/);
      const [contact] = await db.insert(contacts).values({ name: "A B", email: "a@example.com", message: "Hello there!" }).returning();
      expect(contact?.responded).toBe(false);
      const [customer] = await db.insert(customers).values({ name: "Casey" }).returning();
      expect(customer).toMatchObject({ totalOrders: 0, imageUrls: [], shippingCountry: "United States", lastOrderDate: null });
      const [item] = await db.insert(inventory).values({ name: "Hard mesh", category: "mesh" }).returning();
      expect(item).toMatchObject({ quantity: 0, threshold: 5 });
      const [testimonial] = await db.insert(testimonials).values({ name: "J", content: "Great" }).returning();
      expect(testimonial).toMatchObject({ rating: 5, visible: true });
      const [product] = await db
        .insert(shopProducts)
        .values({ name: "Tee", imageUrl: "/i.png", price: "$29.99", productUrl: "https://shop.example/tee" })
        .returning();
      expect(product).toMatchObject({ isNew: false, visible: true, order: 0 });
      const [link] = await db.insert(socialLinks).values({ platform: "instagram", url: "https://instagram.com/x" }).returning();
      expect(link).toMatchObject({ visible: true, order: 0 });
      const [event] = await db.insert(eventImages).values({ title: "Clinic", imageUrl: "/e.svg" }).returning();
      expect(event).toMatchObject({ order: 0, visible: true });
      const [section] = await db.insert(websiteContent).values({ section: "tagline" }).returning();
      expect(section?.visible).toBe(true);
      for (const row of [customer, item, testimonial, section]) expect(row?.updatedAt).toBeInstanceOf(Date);
    });

    it("enforces the unique keys", async () => {
      const clashes: [string, () => Promise<unknown>][] = [
        ["subscribers.email", () => db.insert(subscribers).values({ email: "dup@example.com" })],
        ["customers.email", () => db.insert(customers).values({ name: "C", email: "dup@example.com" })],
        ["website_content.section", () => db.insert(websiteContent).values({ section: "dup-section" })],
        ["payment_settings.service_name", () => db.insert(paymentSettings).values({ serviceName: "Mesh", paymentLink: "https://pay.example" })],
        ["users.email", () => db.insert(users).values({ username: `u${Math.random()}`, passwordHash: "h", email: "dup@example.com" })],
      ];
      for (const [key, insert] of clashes) {
        await insert();
        await expect(insert(), key).rejects.toThrow();
      }
      // Customers without an e-mail do not clash with each other.
      await db.insert(customers).values([{ name: "No Mail 1" }, { name: "No Mail 2" }]);
    });

    it("refuses a rating outside 1 to 5", async () => {
      await expect(db.insert(testimonials).values({ name: "J", content: "x", rating: 6 })).rejects.toThrow();
      await expect(db.insert(testimonials).values({ name: "J", content: "x", rating: 0 })).rejects.toThrow();
    });
  });
}
