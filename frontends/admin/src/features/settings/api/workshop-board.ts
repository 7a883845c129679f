/**
 * @module `GET /api/workshop/board`, read here for its `days`: the next ten
 * working days with how many open orders are promised for each and the
 * daily capacity, shown beside the workshop settings' calendar preview.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";

export const WORKSHOP_BOARD_QUERY_KEY = ["/api/workshop/board"] as const;

export type WorkshopBoardView = Answer<typeof api.workshop.board.$get>;
export type BoardDayView = WorkshopBoardView["days"][number];

export const getWorkshopBoard = (signal?: AbortSignal) => unwrap(api.workshop.board.$get(undefined, withSignal(signal)));

export const workshopBoardQuery = () => queryOptions({ queryKey: WORKSHOP_BOARD_QUERY_KEY, queryFn: ({ signal }) => getWorkshopBoard(signal) });

export const useWorkshopBoardDays = () => useQuery({ ...workshopBoardQuery(), select: (board) => board.days });
