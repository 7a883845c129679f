import { boolean, integer, timestamp } from "drizzle-orm/pg-core";

/** Shared column helpers, as the drizzle docs suggest. */
export const createdAt = () => timestamp("created_at", { withTimezone: true }).defaultNow().notNull();
export const updatedAt = () =>
  timestamp("updated_at", { withTimezone: true })
    .defaultNow()
    .notNull()
    .$onUpdate(() => new Date());
export const visible = () => boolean("visible").default(true).notNull();
/** Display order; the column is `sort_order` because `order` is an SQL keyword. */
export const displayOrder = () => integer("sort_order").default(0).notNull();
/** Money is always integer cents. */
export const cents = (name: string) => integer(name).default(0).notNull();
