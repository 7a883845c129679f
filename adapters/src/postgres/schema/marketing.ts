import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    /** Set when the address hard-bounced, complained or unsubscribed: it gets no campaign again. */
    suppressedAt: timestamp("suppressed_at", { withTimezone: true }),
    /** hard_bounce, spam_complaint or unsubscribed (core/src/marketing/suppression.ts). */
    suppressionReason: text("suppression_reason").$type<"hard_bounce" | "spam_complaint" | "unsubscribed">(),
    /** A pending "subscribe me again" request, confirmed only through the link mailed to the address. */
    resubscribeToken: uuid("resubscribe_token").unique(),
    resubscribeRequestedAt: timestamp("resubscribe_requested_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index("subscribers_created_idx").on(table.createdAt),
    // Lookups by address ignore case: without it each opted-in intake scans every subscriber.
    index("subscribers_email_lower_idx").on(sql`lower(${table.email})`),
  ],
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
  /** What the batch jobs send (the validated campaign), so a restart can finish it; null for campaigns sent before jobs. */
  content: jsonb("content").$type<Record<string, unknown>>(),
  /** Where the unsubscribe links point. */
  siteOrigin: text("site_origin"),
  createdAt: createdAt(),
});

/**
 * One row per recipient of a campaign, written when the campaign is queued:
 * pending, then sending while a batch job holds it, then sent or failed.
 * A resumed batch skips what is sent, so nobody gets a second copy.
 */
export const campaignDeliveries = pgTable(
  "campaign_deliveries",
  {
    campaignId: integer("campaign_id")
      .notNull()
      .references(() => campaigns.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name"),
    unsubscribeToken: uuid("unsubscribe_token").notNull(),
    batch: integer("batch").notNull(),
    status: text("status").default("pending").notNull(),
    providerMessageId: text("provider_message_id"),
    error: text("error"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
  },
  (table) => [primaryKey({ columns: [table.campaignId, table.email] }), index("campaign_deliveries_batch_idx").on(table.campaignId, table.batch, table.status)],
);

/**
 * The product's own messages (order mails, owner notices) by a key naming the
 * message once, e.g. order:12:order-received: a job retried after a send
 * finds it here and does not send it again.
 */
export const mailDeliveries = pgTable("mail_deliveries", {
  key: text("key").primaryKey(),
  template: text("template").notNull(),
  recipient: text("recipient").notNull(),
  status: text("status").notNull(),
  providerMessageId: text("provider_message_id"),
  error: text("error"),
  attempts: integer("attempts").default(0).notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).defaultNow().notNull(),
});
