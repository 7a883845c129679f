import type { Customer } from "../customers/customer.ts";
import type { CustomerPatch, NewCustomer } from "../customers/customer-schema.ts";
import type { Paging } from "../shared/paging.ts";
import type { Result } from "../shared/result.ts";

export interface CustomerRepository {
  /** Newest first; `q` matches name, e-mail or position, case-insensitively. */
  list(query: { q?: string | undefined } & Paging): Promise<Customer[]>;
  find(id: number): Promise<Customer | null>;
  /** A conflict when another customer has the e-mail (in any case). */
  create(customer: NewCustomer): Promise<Result<Customer>>;
  /** not_found for an unknown id, conflict for a taken e-mail. */
  update(id: number, patch: CustomerPatch): Promise<Result<Customer>>;
  /** The deleted customer, or null. Their orders stay, unlinked. */
  delete(id: number): Promise<Customer | null>;
  /** Appends to imageUrls atomically; null when no such customer. */
  addImage(id: number, imageUrl: string): Promise<Customer | null>;
  /** Removes every copy of the URL atomically; null when no such customer. */
  removeImage(id: number, imageUrl: string): Promise<{ customer: Customer; removed: boolean } | null>;
  /** Whether any customer still lists the URL. */
  isImageReferenced(imageUrl: string): Promise<boolean>;
}
