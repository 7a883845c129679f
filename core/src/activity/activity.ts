/**
 * @module The activity log: one row for every change an admin makes, written
 * in the same transaction as the change (decision 0023). Who, what, which
 * record, when, and a one-line summary that never holds a secret.
 */
import { z } from "zod";
import { pagingQuerySchema } from "../shared/paging.ts";

/** What a change was made to; the Activity screen filters by it. */
export const ACTIVITY_KINDS = [
  "orders",
  "labels",
  "payments",
  "inventory",
  "customers",
  "subscribers",
  "messages",
  "campaigns",
  "content",
  "settings",
  "users",
] as const;

export type ActivityKind = (typeof ACTIVITY_KINDS)[number];

/** What a use case says about its change; the log adds the id and the time. */
export type NewActivity = {
  /** The admin's username. */
  actor: string;
  kind: ActivityKind;
  /** A short verb phrase: "created", "updated", "deleted", "status changed", … */
  action: string;
  /** The changed record's id (an order number, an item id, a section name), when the change names one. */
  recordId: string | null;
  /** One line for people: what changed, never a secret or a password. */
  summary: string;
};

export type Activity = NewActivity & { id: number; at: Date };

/** Longest kept summary: a bulk change naming many records is cut, not refused. */
export const ACTIVITY_SUMMARY_MAX = 500;

export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;
export const MAX_ACTIVITY_RETENTION_DAYS = 3650;

const instant = (name: string) => z.iso.datetime({ offset: true, error: `${name} must be a date and time (ISO 8601)` }).transform((text) => new Date(text));

/** GET /api/activity: newest first; `since` inclusive, `before` exclusive. */
export const activityQuerySchema = z
  .object({
    admin: z.string().trim().min(1).max(100).optional(),
    kind: z.enum(ACTIVITY_KINDS, { error: `kind must be one of ${ACTIVITY_KINDS.join(", ")}` }).optional(),
    since: instant("since").optional(),
    before: instant("before").optional(),
  })
  .extend(pagingQuerySchema.shape);

export type ActivityQuery = z.infer<typeof activityQuerySchema>;

export const activityRetentionSchema = z.object({
  retentionDays: z
    .number({ error: "Retention must be a number of days" })
    .int("Retention must be a whole number of days")
    .min(1, "Keep activity for at least 1 day")
    .max(MAX_ACTIVITY_RETENTION_DAYS, `Keep activity for at most ${MAX_ACTIVITY_RETENTION_DAYS} days`),
});

/** A summary as stored: one line, cut with an ellipsis past the limit. */
export function storedSummary(summary: string): string {
  const line = summary.replace(/\s+/g, " ").trim();
  return line.length <= ACTIVITY_SUMMARY_MAX ? line : `${line.slice(0, ACTIVITY_SUMMARY_MAX - 1)}…`;
}
