import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt } from "./columns.ts";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull().unique(),
    passwordHash: text("password_hash").notNull(),
    role: text("role").default("user").notNull(),
    email: text("email").unique(),
    name: text("name"),
    createdAt: createdAt(),
    /** Set at each successful login; null until the first. */
    lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
    /** The one admin other admins cannot remove or reset; the first admin, until they hand it on. */
    isOwner: boolean("is_owner").default(false).notNull(),
  },
  (table) => [uniqueIndex("users_one_owner_idx").on(table.isOwner).where(sql`${table.isOwner}`)],
);

/**
 * Usernames an admin removed, so start does not create them again from
 * ADMIN_USERNAME while that variable is still set.
 */
export const removedUsernames = pgTable("removed_usernames", {
  username: text("username").primaryKey(),
  removedAt: timestamp("removed_at", { withTimezone: true }).defaultNow().notNull(),
});

/** Only the SHA-256 of the cookie's token is stored. */
export const sessions = pgTable(
  "sessions",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Moved forward as the session is used (at most once a minute); idle sessions end. */
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true }).defaultNow().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    address: text("address").notNull(),
    attemptedAt: timestamp("attempted_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("login_attempts_key_idx").on(table.username, table.address, table.attemptedAt)],
);

/**
 * Requests counted per scope (a public form), client address and fixed
 * one-minute window, so every instance shares the public forms' limit.
 */
export const rateLimitWindows = pgTable(
  "rate_limit_windows",
  {
    scope: text("scope").notNull(),
    address: text("address").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").default(0).notNull(),
  },
  (table) => [primaryKey({ columns: [table.scope, table.address, table.windowStart] }), index("rate_limit_windows_start_idx").on(table.windowStart)],
);
