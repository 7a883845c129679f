import { describe, expect, it } from "vitest";
import { customerSchema } from "../../customers/customer-schema.ts";
import type { Customer } from "../../customers/customer.ts";
import type { CustomerRepository } from "../../ports/customer-repository.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

const EMAIL_TAKEN = { ok: false, error: { kind: "conflict", message: "A customer with this email already exists" } };

/** The customer book port, run against the in-memory fake and the Postgres adapter alike. */
export function customersContract(open: FreshFactory<CustomerRepository>): void {
  describe("customers port contract", () => {
    const customers = useFresh(open);
    const create = async (fields: Record<string, unknown>): Promise<Customer> => {
      const result = await customers().create(customerSchema.parse(fields));
      if (!result.ok) throw new Error(result.error.message);
      return result.value;
    };
    const ids = (rows: { id: number }[]) => rows.map((row) => row.id);

    it("creates with the column defaults, and finds by id", async () => {
      const casey = await create({ name: "Casey Jones", email: "Casey@Example.com", position: "Attack" });
      expect(casey).toMatchObject({
        name: "Casey Jones",
        email: "casey@example.com",
        position: "Attack",
        phone: null,
        shippingCountry: "United States",
        imageUrls: [],
        totalOrders: 0,
        lastOrderDate: null,
      });
      expect(casey.createdAt).toBeInstanceOf(Date);
      expect(await customers().find(casey.id)).toEqual(casey);
      expect(await customers().find(999_999)).toBeNull();
    });

    it("refuses an e-mail another customer has, in any case, and lets customers without e-mail be", async () => {
      await create({ name: "Casey Jones", email: "casey@example.com" });
      expect(await customers().create(customerSchema.parse({ name: "Other", email: "CASEY@example.com" }))).toEqual(EMAIL_TAKEN);
      expect(await customers().create({ ...customerSchema.parse({ name: "Mixed" }), email: "Casey@Example.COM" })).toEqual(EMAIL_TAKEN);
      await create({ name: "No mail 1" });
      await create({ name: "No mail 2", email: "" });
    });

    it("updates only the fields given, clashes on another's e-mail, and reports unknown ids", async () => {
      const a = await create({ name: "Update A", email: "a@update.test" });
      await create({ name: "Update B", email: "b@update.test" });
      const updated = await customers().update(a.id, { phone: "555-0100", email: "a@update.test" });
      expect(updated).toMatchObject({ ok: true, value: { phone: "555-0100", name: "Update A", email: "a@update.test" } });
      expect(updated.ok && updated.value.updatedAt.getTime()).toBeGreaterThanOrEqual(a.updatedAt.getTime());
      expect(await customers().update(a.id, { email: "B@update.test" })).toEqual(EMAIL_TAKEN);
      expect(await customers().update(999_999, { phone: "1" })).toEqual({ ok: false, error: { kind: "not_found", message: "Customer not found" } });
      expect(await customers().update(a.id, { email: null, notes: undefined })).toMatchObject({ ok: true, value: { email: null, phone: "555-0100" } });
    });

    it("searches name, e-mail and position case-insensitively and literally, newest first, and pages", async () => {
      const first = await create({ name: "Sam Goalie", email: "sam@search.test", position: "Goalie" });
      const second = await create({ name: "Alex", email: "alex@search.test", position: "Long Stick Midfield" });
      const third = await create({ name: "Jo 100% ΟΔΟΣ", email: "jo@search.test", position: "attack İzmir", phone: "goalie hotline", notes: "goalie" });
      expect(ids(await customers().list({}))).toEqual([third.id, second.id, first.id]);
      expect(ids(await customers().list({ q: "GOALIE" }))).toEqual([first.id]);
      expect(ids(await customers().list({ q: "  goalie  " }))).toEqual([first.id]);
      expect(ids(await customers().list({ q: "ALEX@" }))).toEqual([second.id]);
      expect(ids(await customers().list({ q: "midfield" }))).toEqual([second.id]);
      expect(ids(await customers().list({ q: "%" }))).toEqual([third.id]);
      expect(ids(await customers().list({ q: "_" }))).toEqual([]);
      // Case folds one character at a time, as Postgres's ILIKE does it.
      expect(ids(await customers().list({ q: "οδοσ" }))).toEqual([third.id]);
      expect(ids(await customers().list({ q: "οδος" }))).toEqual([]);
      expect(ids(await customers().list({ q: "izmir" }))).toEqual([third.id]);
      expect(ids(await customers().list({ q: "   " }))).toEqual([third.id, second.id, first.id]);
      expect(ids(await customers().list({ q: "search.test", limit: 1, offset: 1 }))).toEqual([second.id]);
      expect(ids(await customers().list({ offset: 2 }))).toEqual([first.id]);
    });

    it("appends and removes images atomically and knows who lists them", async () => {
      const customer = await create({ name: "Images" });
      const other = await create({ name: "Other images" });
      await customers().addImage(customer.id, "/objects/a.jpg");
      const both = await customers().addImage(customer.id, "https://example.com/b.jpg");
      expect(both?.imageUrls).toEqual(["/objects/a.jpg", "https://example.com/b.jpg"]);
      await Promise.all(Array.from({ length: 5 }, (_, index) => customers().addImage(customer.id, `/objects/c${index}.jpg`)));
      expect((await customers().find(customer.id))?.imageUrls).toHaveLength(7);
      await customers().addImage(customer.id, "/objects/a.jpg");
      await customers().addImage(other.id, "/objects/shared.jpg");
      expect(await customers().isImageReferenced("/objects/a.jpg")).toBe(true);
      const removed = await customers().removeImage(customer.id, "/objects/a.jpg");
      expect(removed?.removed).toBe(true);
      expect(removed?.customer.imageUrls).not.toContain("/objects/a.jpg");
      expect(await customers().isImageReferenced("/objects/a.jpg")).toBe(false);
      expect(await customers().isImageReferenced("/objects/shared.jpg")).toBe(true);
      expect(await customers().removeImage(customer.id, "/objects/a.jpg")).toMatchObject({ removed: false, customer: { id: customer.id } });
      expect(await customers().removeImage(999_999, "/objects/a.jpg")).toBeNull();
      expect(await customers().addImage(999_999, "/objects/x.jpg")).toBeNull();
    });

    it("deletes a customer and answers it, once", async () => {
      const customer = await create({ name: "Leaving", email: "leaving@example.com" });
      expect(await customers().delete(customer.id)).toMatchObject({ id: customer.id, name: "Leaving" });
      expect(await customers().find(customer.id)).toBeNull();
      expect(await customers().delete(customer.id)).toBeNull();
      await create({ name: "Back again", email: "leaving@example.com" });
    });
  });
}
