/** Every table, for drizzle's relational queries and drizzle-kit. */
export * from "./activity.ts";
export * from "./auth.ts";
export * from "./charges.ts";
export * from "./content.ts";
export * from "./customers.ts";
export * from "./inventory.ts";
export * from "./marketing.ts";
export * from "./orders.ts";
export * from "./outbox.ts";
export * from "./webhooks.ts";
