import { bigserial, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Who changed what, written in the same transaction as each admin change
 * (decision 0023). No foreign keys: the log outlives removed admins and
 * deleted records. Purged past the retention set in Settings.
 */
export const activityLog = pgTable(
  "activity_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    at: timestamp("at", { withTimezone: true }).defaultNow().notNull(),
    actor: text("actor").notNull(),
    kind: text("kind").notNull(),
    action: text("action").notNull(),
    recordId: text("record_id"),
    summary: text("summary").notNull(),
  },
  (table) => [
    index("activity_log_at_idx").on(table.at.desc(), table.id.desc()),
    index("activity_log_actor_at_idx").on(table.actor, table.at.desc()),
    index("activity_log_kind_at_idx").on(table.kind, table.at.desc()),
  ],
);
