/**
 * @module /api/workshop (admin only): GET /board, the day's work by the
 * workshop's calendar (core/src/workshop/get-workshop-board.ts). Each list
 * holds orders in the order list's shape and at most BOARD_LIST_LIMIT of
 * them; a list cut there is named in the `X-Board-Truncated` header
 * (comma-separated), so the body stays the contract's shape.
 */
import { Hono } from "hono";
import type { WorkshopBoardRead } from "@stringing/core/workshop/get-workshop-board";
import type { AppEnv } from "../app-env.ts";
import { requireAdmin } from "../middleware/require-admin.ts";
import { orderListRows, type OrderRoutesDeps } from "./orders.ts";

export type WorkshopRoutesDeps = Pick<OrderRoutesDeps, "chargesOf" | "materialsOfOrders"> & {
  /** The board as of now (the app's clock). */
  board: () => Promise<WorkshopBoardRead>;
  /** Where absolute links point: PUBLIC_URL or the server's own address (link-origin.ts), never the request's Host. */
  origin: string;
};

export const BOARD_TRUNCATED_HEADER = "X-Board-Truncated";

export const workshopRoutes = (deps: WorkshopRoutesDeps) => {
  const listRows = orderListRows(deps);
  return new Hono<AppEnv>().get("/board", requireAdmin, async (c) => {
    const { date, overdue, dueToday, inWorkshop, awaitingArrival, days, truncated } = await deps.board();
    // The four lists' rows are read together: two statements for the whole board.
    const rows = await listRows([...overdue, ...dueToday, ...inWorkshop, ...awaitingArrival]);
    const take = (count: number) => rows.splice(0, count);
    if (truncated.length) c.header(BOARD_TRUNCATED_HEADER, truncated.join(","));
    return c.json({
      date,
      overdue: take(overdue.length),
      dueToday: take(dueToday.length),
      inWorkshop: take(inWorkshop.length),
      awaitingArrival: take(awaitingArrival.length),
      days,
    });
  });
};
