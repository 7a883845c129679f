import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, serial, text, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns.ts";

export const subscribers = pgTable(
  "subscribers",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull().unique(),
    name: text("name"),
    subscribed: boolean("subscribed").default(true).notNull(),
    /** Carried in every campaign's unsubscribe link, so unsubscribing needs no login. */
    unsubscribeToken: uuid("unsubscribe_token").default(sql`gen_random_uuid()`).notNull().unique(),
    createdAt: createdAt(),
  },
  (table) => [index("subscribers_created_idx").on(table.createdAt)],
);

export const contacts = pgTable(
  "contacts",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    message: text("message").notNull(),
    responded: boolean("responded").default(false).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contacts_created_idx").on(table.createdAt)],
);

/** Every message the product sent, whichever mailer carried it. */
export const mailMessages = pgTable("mail_messages", {
  id: serial("id").primaryKey(),
  kind: text("kind").notNull(),
  recipient: text("recipient").notNull(),
  subject: text("subject").notNull(),
  provider: text("provider").notNull(),
  status: text("status").notNull(),
  providerMessageId: text("provider_message_id"),
  error: text("error"),
  createdAt: createdAt(),
});

/** Small typed settings (mail provider credentials, contact-form mail) by key. */
export const appSettings = pgTable("app_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

export const campaigns = pgTable("campaigns", {
  id: serial("id").primaryKey(),
  subject: text("subject").notNull(),
  recipientCount: integer("recipient_count").default(0).notNull(),
  failedCount: integer("failed_count").default(0).notNull(),
  createdAt: createdAt(),
});
