/**
 * GET /api/workshop/board (docs/rules, Receiving and the promise): what is
 * late, what is due today, what else is on the bench, what is still in the
 * post, and how full the next working days are, all by the workshop's own
 * calendar. Each list holds at most BOARD_LIST_LIMIT orders, so the board
 * answers as fast with 100,000 orders as with ten; `truncated` names the
 * lists that held more.
 */
import type { Order } from "../orders/order.ts";
import { BOARD_DAY_COUNT, boardDays, type WorkshopBoard } from "./workshop-board.ts";
import { addCalendarDays, localDateOf, workingDaysFrom } from "./workshop-calendar.ts";
import type { WorkshopOrders } from "./workshop-orders.port.ts";
import type { WorkshopSettingsStore } from "./workshop-settings-store.port.ts";

export const BOARD_LIST_LIMIT = 200;

export const BOARD_LISTS = ["overdue", "dueToday", "inWorkshop", "awaitingArrival"] as const;
export type BoardListName = (typeof BOARD_LISTS)[number];

/** The board, and which of its lists were cut at BOARD_LIST_LIMIT. */
export type WorkshopBoardRead = WorkshopBoard<Order> & { truncated: BoardListName[] };

export type WorkshopBoardDeps = {
  orders: WorkshopOrders;
  settings: Pick<WorkshopSettingsStore, "get">;
};

export const getWorkshopBoard =
  (deps: WorkshopBoardDeps) =>
  async (now: Date): Promise<WorkshopBoardRead> => {
    const settings = await deps.settings.get();
    const today = localDateOf(now, settings.timezone);
    const lastDay = workingDaysFrom(today, BOARD_DAY_COUNT, settings).at(-1) ?? today;
    // One more than shown: its presence says the list was cut.
    const fetch = BOARD_LIST_LIMIT + 1;
    const [overdue, dueToday, inWorkshop, awaitingArrival, promisedOn] = await Promise.all([
      deps.orders.promised({ to: addCalendarDays(today, -1) }, fetch),
      deps.orders.promised({ from: today, to: today }, fetch),
      deps.orders.promised({ from: addCalendarDays(today, 1) }, fetch),
      deps.orders.awaitingArrival(fetch),
      deps.orders.promisedCounts(today, lastDay),
    ]);
    const lists = { overdue, dueToday, inWorkshop, awaitingArrival };
    return {
      date: today,
      overdue: overdue.slice(0, BOARD_LIST_LIMIT),
      dueToday: dueToday.slice(0, BOARD_LIST_LIMIT),
      inWorkshop: inWorkshop.slice(0, BOARD_LIST_LIMIT),
      awaitingArrival: awaitingArrival.slice(0, BOARD_LIST_LIMIT),
      days: boardDays(today, settings, promisedOn),
      truncated: BOARD_LISTS.filter((name) => lists[name].length > BOARD_LIST_LIMIT),
    };
  };
