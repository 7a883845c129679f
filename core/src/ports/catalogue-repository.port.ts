import type { Paging } from "../shared/paging.ts";
import type { Result } from "../shared/result.ts";

export type CatalogueListOptions = Paging & {
  /** Admins see hidden items too; visitors only those with `visible !== false`. */
  includeHidden: boolean;
};

/**
 * A list the admin curates for the public page (testimonials, services,
 * event images, …): list, look up, add, change part of, remove. Failures the
 * caller can cause (unknown id, a unique clash) come back as Results.
 */
export interface CatalogueRepository<Item, NewItem, ItemPatch> {
  /** Items in display order: by `order` then id where there is an order, else by id. */
  list(options: CatalogueListOptions): Promise<Item[]>;
  findById(id: number): Promise<Item | null>;
  /** A conflict when a unique field is taken. */
  create(item: NewItem): Promise<Result<Item>>;
  /** Changes only the fields present; not_found for an unknown id, conflict on a unique clash. */
  update(id: number, patch: ItemPatch): Promise<Result<Item>>;
  /** not_found for an unknown id. */
  delete(id: number): Promise<Result<Item>>;
}
