/**
 * @module `GET /api/workshop/board` (docs/rules/workshop.md, The board): today
 * in the workshop's timezone, the overdue, due-today, in-the-workshop and
 * arriving orders (each in the order list's shape), and the next 10 working
 * days' load. The dashboard's board reads it whole; Settings › Workshop
 * reads its `days` beside the calendar preview. Its key sits under the orders' root (shared/orders/order-keys.ts),
 * so every order change anywhere in the admin, the board's own actions
 * included, reads the board again.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import { orderKeys } from "../order-keys.ts";

export const getWorkshopBoard = (signal?: AbortSignal) => unwrap(api.workshop.board.$get(undefined, withSignal(signal)));

export type WorkshopBoard = Awaited<ReturnType<typeof getWorkshopBoard>>;
export type BoardOrder = WorkshopBoard["overdue"][number];
export type BoardDay = WorkshopBoard["days"][number];

export const workshopBoardKey = [...orderKeys.all, "workshop-board"] as const;

export const workshopBoardQuery = () => queryOptions({ queryKey: workshopBoardKey, queryFn: ({ signal }) => getWorkshopBoard(signal) });

export const useWorkshopBoard = () => useQuery(workshopBoardQuery());

/** The next working days' load alone. */
export const useWorkshopBoardDays = () => useQuery({ ...workshopBoardQuery(), select: (board) => board.days });
