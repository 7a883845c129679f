/**
 * @module The activity scope: an admin's change through the API runs in one
 * transaction with its activity row (decision 0023). Every repository the
 * route calls joins that transaction; a refused or failed change (any answer
 * but 2xx) is rolled back whole and leaves no row; a row that cannot be
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
        async (): Promise<RouteCall> => {
          await next();
          if (!c.res.ok) throw new RolledBack();
          return { params: c.req.param() as Record<string, string>, body: validJson(c), answer: await answerOf(c.res) };
        },
        (call): NewActivity | null => {
          const activity = describe(call);
          return activity && { actor: user.username, ...activity, recordId: activity.recordId === null ? null : String(activity.recordId) };
        },
      );
    } catch (error) {
      if (!(error instanceof RolledBack)) throw error;
    }
  });
