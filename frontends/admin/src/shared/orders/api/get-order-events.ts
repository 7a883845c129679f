/** @module `GET /api/orders/{id}/events`: the order's timeline, oldest first (`{id, type, at, actor, data}`). */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";
import { orderKeys } from "../order-keys.ts";

export type OrderEvent = Answer<(typeof api.orders)[":id"]["events"]["$get"]>[number];

export const getOrderEvents = (id: number, signal?: AbortSignal) => unwrap(api.orders[":id"].events.$get({ param: { id: String(id) } }, withSignal(signal)));

export const orderEventsQuery = (id: number) => queryOptions({ queryKey: orderKeys.events(id), queryFn: ({ signal }) => getOrderEvents(id, signal) });

export const useOrderEvents = (id: number) => useQuery(orderEventsQuery(id));
