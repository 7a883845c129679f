/**
 * @module The owner's calendar feed of promise dates, under /api/workshop:
 * the admin shows, creates or rotates, and revokes its secret URL; a
 * calendar app fetches `/calendar/<token>.ics` with no session (the token is
 * the key, compared in constant time; unknown or revoked is a 404).
 */
import { Hono } from "hono";
import type { CalendarFeedToken } from "@stringing/core/workshop/calendar-feed.port";
import { type CalendarFeedEvent, calendarFeedUrl } from "@stringing/core/workshop/calendar-feed";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { calendarFeedIcs } from "./workshop-calendar-ics.ts";

export type WorkshopCalendarRoutesDeps = {
  token: CalendarFeedToken;
  /** The feed's events for a token, null for an unknown or revoked one (core's readCalendarFeed). */
  readFeed: (token: string, origin: string) => Promise<CalendarFeedEvent[] | null>;
  /** Where absolute links point: PUBLIC_URL or the server's own address (link-origin.ts), never the request's Host. */
  origin: string;
  now: () => Date;
};

const FEED_FILE = /^([A-Za-z0-9_-]{1,200})\.ics$/;

export const workshopCalendarRoutes = (deps: WorkshopCalendarRoutesDeps) => {
  const urlOf = (token: string | null) => (token === null ? null : calendarFeedUrl(deps.origin, token));
  return new Hono<AppEnv>()
    .get("/calendar-feed", requireAdmin, async (c) => c.json({ url: urlOf(await deps.token.current()) }))
    .post("/calendar-feed", requireAdmin, async (c) => c.json({ url: urlOf(await deps.token.rotate()) }))
    .delete("/calendar-feed", requireAdmin, async (c) => {
      await deps.token.revoke();
      return c.body(null, 204);
    })
    .get("/calendar/:file", async (c) => {
      const token = FEED_FILE.exec(c.req.param("file"))?.[1];
      const events = token ? await deps.readFeed(token, deps.origin) : null;
      if (!events) return c.json({ message: "Calendar feed not found" }, 404);
      return c.body(calendarFeedIcs(events, deps.now()), 200, {
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'inline; filename="workshop.ics"',
      });
    });
};
