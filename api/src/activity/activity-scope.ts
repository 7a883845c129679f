/**
 * @module The activity scope: an admin's change through the API runs in one
 * transaction with its activity row (decision 0023). Every repository the
 * route calls joins that transaction. A failed change (an error, any 5xx)
 * is rolled back whole; a refused one (4xx) writes no row but keeps what the
 * refusal itself records (a wrong current password counts towards the login
 * limit; use cases roll back their own refused writes). A row that cannot be
 * written undoes the change and the route answers the error.
 */
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import type { NewActivity } from "@stringing/core/activity/activity";
import { isAdmin } from "@stringing/core/auth/user";
import type { ActivityLog } from "@stringing/core/ports/activity-log.port";
import type { AppEnv } from "../app-env.ts";
import { ROUTE_ACTIVITIES, type RouteCall, type RouteEntry } from "./route-activities.ts";

/**
 * "PATCH /api/orders/:id": the endpoint this request reached, as the route
 * table names it. The first one registered answers: `PUT /content/sections`
 * also matches `PUT /content/:id`, declared after it.
 */
export function endpointOf(c: Context): string | null {
  const endpoint = matchedRoutes(c).find((route) => route.method !== "ALL");
  return endpoint ? `${endpoint.method} ${endpoint.path}` : null;
}

class RolledBack extends Error {}

const validJson = (c: Context): Record<string, unknown> | undefined => {
  try {
    return (c.req.valid as (target: "json") => Record<string, unknown> | undefined)("json");
  } catch {
    return undefined;
  }
};

async function answerOf(response: Response): Promise<Record<string, unknown> | undefined> {
  if (!response.headers.get("content-type")?.includes("application/json")) return undefined;
  const answer: unknown = await response.clone().json();
  return answer && typeof answer === "object" && !Array.isArray(answer) ? (answer as Record<string, unknown>) : undefined;
}

export const activityScope = (log: ActivityLog, routes: Record<string, RouteEntry> = ROUTE_ACTIVITIES) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get("user");
    const endpoint = endpointOf(c);
    const describe = endpoint ? routes[endpoint] : undefined;
    if (!user || !isAdmin(user) || typeof describe !== "function") return next();
    try {
      await log.record(
        async (): Promise<RouteCall | null> => {
          await next();
          if (c.res.status >= 500) throw new RolledBack();
          if (!c.res.ok) return null;
          return { params: c.req.param() as Record<string, string>, body: validJson(c), answer: await answerOf(c.res) };
        },
        (call): NewActivity | null => {
          const activity = call && describe(call);
          return activity && { actor: user.username, ...activity, recordId: activity.recordId === null ? null : String(activity.recordId) };
        },
      );
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  });
