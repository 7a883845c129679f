import type { OrderStatus } from "../orders/order-status.ts";
import type { CalendarFeedToken, CalendarOrder, WorkshopCalendar } from "../workshop/calendar-feed.port.ts";
import { OPEN_ORDER_STATUSES } from "../workshop/workshop-board.ts";

export class InMemoryCalendarFeedToken implements CalendarFeedToken {
  private token: string | null = null;
  async current() {
    return this.token;
  }
  async rotate() {
    const bytes = crypto.getRandomValues(new Uint8Array(32));
    this.token = btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, "");
    return this.token;
  }
  async revoke() {
    this.token = null;
  }
}

/** The orders the feed reads, with their status; push what a test needs. */
export class InMemoryWorkshopCalendar implements WorkshopCalendar {
  readonly orders: (Omit<CalendarOrder, "promisedBy"> & { status: OrderStatus; promisedBy: string | null })[] = [];
  async promisedFrom(from: string, limit: number): Promise<CalendarOrder[]> {
    const open: readonly string[] = OPEN_ORDER_STATUSES;
    return this.orders
      .filter((order): order is CalendarOrder & { status: OrderStatus } => open.includes(order.status) && order.promisedBy !== null && order.promisedBy >= from)
      .sort((a, b) => (a.promisedBy === b.promisedBy ? a.id - b.id : a.promisedBy < b.promisedBy ? -1 : 1))
      .slice(0, limit)
      .map(({ id, customerName, serviceName, promisedBy }) => ({ id, customerName, serviceName, promisedBy }));
  }
}
