import type { Customer } from "../customers/customer.ts";
import type { CustomerPatch, NewCustomer } from "../customers/customer-schema.ts";
import type { CustomerRepository } from "../ports/customer-repository.port.ts";
import { conflict, notFound } from "../shared/errors.ts";
import { foldCase } from "../shared/fold-case.ts";
import { err, ok } from "../shared/result.ts";

/** CustomerRepository fake for core tests. */
export class InMemoryCustomers implements CustomerRepository {
  readonly rows: Customer[] = [];

  async list(query: { q?: string | undefined; limit?: number | undefined; offset?: number | undefined }) {
    // As the SQL does: trimmed, case-insensitive, every character literal.
    const q = query.q === undefined ? undefined : foldCase(query.q.trim());
    const found = [...this.rows].reverse().filter((row) => !q || [row.name, row.email, row.position].some((field) => field && foldCase(field).includes(q)));
    const offset = query.offset ?? 0;
    return found.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
  }
  async find(id: number) {
    return this.rows.find((row) => row.id === id) ?? null;
  }
  private emailTaken(email: string | null | undefined, exceptId?: number) {
    return !!email && this.rows.some((row) => row.id !== exceptId && row.email?.toLowerCase() === email.toLowerCase());
  }
  async create(input: NewCustomer) {
    if (this.emailTaken(input.email)) return err(conflict("A customer with this email already exists"));
    const now = new Date();
    const customer: Customer = {
      id: (this.rows.at(-1)?.id ?? 0) + 1,
      name: input.name,
      email: input.email ?? null,
      phone: input.phone ?? null,
      position: input.position ?? null,
      notes: input.notes ?? null,
      totalOrders: 0,
      lastOrderDate: null,
      imageUrls: [],
      createdAt: now,
      updatedAt: now,
      shippingAddress: input.shippingAddress ?? null,
      shippingCity: input.shippingCity ?? null,
      shippingState: input.shippingState ?? null,
      shippingZip: input.shippingZip ?? null,
      shippingCountry: input.shippingCountry,
      preferredMesh: input.preferredMesh ?? null,
      preferredThread: input.preferredThread ?? null,
      preferredPocket: input.preferredPocket ?? null,
    };
    this.rows.push(customer);
    return ok(customer);
  }
  async update(id: number, patch: CustomerPatch) {
    if (this.emailTaken(patch.email, id)) return err(conflict("A customer with this email already exists"));
    const row = this.rows.find((candidate) => candidate.id === id);
    if (!row) return err(notFound("Customer"));
    for (const [key, value] of Object.entries(patch)) if (value !== undefined) Object.assign(row, { [key]: value });
    row.updatedAt = new Date();
    return ok(row);
  }
  async delete(id: number) {
    const index = this.rows.findIndex((row) => row.id === id);
    return index < 0 ? null : (this.rows.splice(index, 1)[0] ?? null);
  }
  async addImage(id: number, imageUrl: string) {
    const row = await this.find(id);
    if (row) row.imageUrls = [...row.imageUrls, imageUrl];
    return row;
  }
  async removeImage(id: number, imageUrl: string) {
    const row = await this.find(id);
    if (!row) return null;
    const removed = row.imageUrls.includes(imageUrl);
    row.imageUrls = row.imageUrls.filter((url) => url !== imageUrl);
    return { customer: row, removed };
  }
  async isImageReferenced(imageUrl: string) {
    return this.rows.some((row) => row.imageUrls.includes(imageUrl));
  }
}
