import type { Order } from "../orders/order.ts";
import { OPEN_ORDER_STATUSES } from "../workshop/workshop-board.ts";
import type { CalendarDate } from "../workshop/workshop-calendar.ts";
import type { PromiseRange, WorkshopOrders } from "../workshop/workshop-orders.port.ts";

const isOpen = (order: Order) => (OPEN_ORDER_STATUSES as readonly string[]).includes(order.status);

/** CalendarDates (YYYY-MM-DD) compare as strings. */
const inRange = (date: CalendarDate, { from, to }: PromiseRange) => (from === undefined || date >= from) && (to === undefined || date <= to);

const byPromiseThenId = (a: Order, b: Order) => (a.promisedBy! < b.promisedBy! ? -1 : a.promisedBy! > b.promisedBy! ? 1 : a.id - b.id);
const byCreatedThenId = (a: Order, b: Order) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id;

/** The board's reads over the orders an in-memory store holds (`() => store.tables.orders`); copies, as from a database. */
export class InMemoryWorkshopOrders implements WorkshopOrders {
  constructor(private readonly orders: () => readonly Order[]) {}

  async promised(range: PromiseRange, limit: number): Promise<Order[]> {
    return this.orders()
      .filter((order) => isOpen(order) && order.receivedAt !== null && order.promisedBy !== null && inRange(order.promisedBy, range))
      .sort(byPromiseThenId)
      .slice(0, limit)
      .map((order) => ({ ...order }));
  }

  async awaitingArrival(limit: number): Promise<Order[]> {
    return this.orders()
      .filter((order) => order.status === "pending" && order.receivedAt === null)
      .sort(byCreatedThenId)
      .slice(0, limit)
      .map((order) => ({ ...order }));
  }

  async promisedCounts(from: CalendarDate, to: CalendarDate): Promise<Map<CalendarDate, number>> {
    const counts = new Map<CalendarDate, number>();
    for (const order of this.orders()) {
      if (isOpen(order) && order.promisedBy !== null && inRange(order.promisedBy, { from, to })) {
        counts.set(order.promisedBy, (counts.get(order.promisedBy) ?? 0) + 1);
      }
    }
    return counts;
  }
}
