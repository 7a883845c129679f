import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { CalendarFeedToken, CalendarOrder, WorkshopCalendar } from "@stringing/core/workshop/calendar-feed.port";
import type { Executor } from "./db.ts";
import { translateStorageErrorsOf } from "./errors.ts";
import { appSettings, orders } from "./schema/index.ts";

/** The app_settings key of the calendar feed's URL token. */
export const CALENDAR_TOKEN_KEY = "workshop-calendar-token";

/**
 * The token as-is in app_settings: the admin must be able to show the URL
 * again, and it opens only what the same database already holds in the
 * clear (names and services of open orders), so sealing it would guard
 * nothing a reader of the database could not read anyway.
 */
export class PostgresCalendarFeedToken implements CalendarFeedToken {
  constructor(private readonly db: Executor) {}

  async current(): Promise<string | null> {
    const [row] = await this.db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, CALENDAR_TOKEN_KEY));
    const token = (row?.value as { token?: unknown } | undefined)?.token;
    return typeof token === "string" && token.length > 0 ? token : null;
  }

  async rotate(): Promise<string> {
    // 256 random bits, URL-safe.
    const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
    const value = { token };
    await this.db
      .insert(appSettings)
      .values({ key: CALENDAR_TOKEN_KEY, value })
      .onConflictDoUpdate({ target: appSettings.key, set: { value, updatedAt: new Date() } });
    return token;
  }

  async revoke(): Promise<void> {
    await this.db.delete(appSettings).where(eq(appSettings.key, CALENDAR_TOKEN_KEY));
  }
}

translateStorageErrorsOf(PostgresCalendarFeedToken);

/**
 * The feed's read: the partial index orders_open_promised_idx (promised_by,
 * id) answers it without touching closed orders. Its predicate is spelled
 * as literals (core's OPEN_ORDER_STATUSES), not parameters, so a generic
 * prepared plan can still prove it and use the index.
 */
export class PostgresWorkshopCalendar implements WorkshopCalendar {
  constructor(private readonly db: Executor) {}

  async promisedFrom(from: string, limit: number): Promise<CalendarOrder[]> {
    const rows = await this.db
      .select({ id: orders.id, customerName: orders.customerName, serviceName: orders.serviceName, promisedBy: orders.promisedBy })
      .from(orders)
      .where(and(sql`${orders.status} in ('pending','in_progress') and ${orders.promisedBy} is not null`, gte(orders.promisedBy, from)))
      .orderBy(asc(orders.promisedBy), asc(orders.id))
      .limit(limit);
    return rows.flatMap((row) => (row.promisedBy === null ? [] : [{ ...row, promisedBy: row.promisedBy }]));
  }
}

translateStorageErrorsOf(PostgresWorkshopCalendar);
