/**
 * @module /api/activity: the activity log, newest first, filtered and paged
 * on the server; /api/settings/activity: how long it is kept. Admin only.
 */
import { Hono } from "hono";
import { activityQuerySchema, activityRetentionSchema, type Activity } from "@stringing/core/activity/activity";
import type { ActivityLog } from "@stringing/core/ports/activity-log.port";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { validate } from "../middleware/validate.ts";

export type ActivityRoutesDeps = { activity: ActivityLog; usernames: () => Promise<string[]> };

const view = (row: Activity) => ({ ...row, at: row.at.toISOString() });

export const activityRoutes = (deps: ActivityRoutesDeps) =>
  new Hono<AppEnv>()
    // A paged list says how many match in X-Total-Count, as the orders list does.
    .get("/activity", requireAdmin, validate("query", activityQuerySchema), async (c) => {
      const query = c.req.valid("query");
      const [rows, total] = await Promise.all([deps.activity.list(query), query.limit !== undefined ? deps.activity.count(query) : null]);
      if (total !== null) c.header("X-Total-Count", String(total));
      return c.json(rows.map(view));
    })
    // Everyone the log names, removed admins included, and today's admins who have done nothing yet.
    .get("/activity/admins", requireAdmin, async (c) => {
      const [actors, usernames] = await Promise.all([deps.activity.actors(), deps.usernames()]);
      return c.json([...new Set([...actors, ...usernames])].toSorted((a, b) => a.localeCompare(b)));
    })
    .get("/settings/activity", requireAdmin, async (c) => c.json({ retentionDays: await deps.activity.retentionDays() }))
    .put("/settings/activity", requireAdmin, validate("json", activityRetentionSchema), async (c) => {
      const { retentionDays } = c.req.valid("json");
      await deps.activity.setRetentionDays(retentionDays);
      return c.json({ retentionDays });
    });
