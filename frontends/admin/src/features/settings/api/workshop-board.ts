/**
 * @module `GET /api/workshop/board`, read here for its `days`: the next ten
 * working days with how many open orders are promised for each and the
 * daily capacity, shown beside the workshop settings' calendar preview.
 * The key is the dashboard board's (under the orders' root): one cache, read
 * again after any order change or a save of these settings.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";
import { orderKeys } from "../../../shared/orders/order-keys.ts";

export const WORKSHOP_BOARD_QUERY_KEY = [...orderKeys.all, "workshop-board"] as const;

export type WorkshopBoardView = Answer<typeof api.workshop.board.$get>;
export type BoardDayView = WorkshopBoardView["days"][number];

export const getWorkshopBoard = (signal?: AbortSignal) => unwrap(api.workshop.board.$get(undefined, withSignal(signal)));

export const workshopBoardQuery = () => queryOptions({ queryKey: WORKSHOP_BOARD_QUERY_KEY, queryFn: ({ signal }) => getWorkshopBoard(signal) });

export const useWorkshopBoardDays = () => useQuery({ ...workshopBoardQuery(), select: (board) => board.days });
