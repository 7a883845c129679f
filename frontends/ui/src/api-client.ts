/**
 * @module The API as the frontends call it: Hono's client typed by the API's
 * routes (`ApiType`, types only, so no server code reaches a bundle), over
 * the same transport as every other request (`apiFetch`), so the server
 * rendering of `/` still answers it in process.
 *
 *   const services = await unwrap(api.services.$get());
 *   const order = await unwrap(api.orders[":id"].$patch({ param: { id: "7" }, json: { status: "shipped" } }));
 *
 * Paths, parameters, bodies and answers are the routes' own: change a
 * route's `c.json(...)` and the fetchers that read it stop type-checking.
 */
import { hc, type ClientResponse, type InferRequestType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { ApiType } from "@stringing/api/api-type";
import { ApiError, apiFetch } from "./api-request.ts";

export const api = hc<ApiType>("/api", { fetch: apiFetch });

/** The body of a response's success statuses (2xx), as the route declares it. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer _Format> ? ([Extract<Status, SuccessStatusCode>] extends [never] ? never : Body) : never;

/** What a client method answers when it succeeds: `Answer<typeof api.orders[":id"]["$get"]>` is an order. */
export type Answer<Method extends (...args: never[]) => Promise<ClientResponse<unknown, number, string>>> = SuccessBody<Awaited<ReturnType<Method>>>;

/** The JSON body a client method sends: `JsonBody<typeof api.login.$post>` is `{username, password}`. */
export type JsonBody<Method> = InferRequestType<Method> extends { json?: infer Body } ? Body : never;

/**
 * Awaits a typed-client call: its JSON answer when OK (`null` for an empty
 * body), else throws an `ApiError` with the status and the body.
 */
export async function unwrap<R extends ClientResponse<unknown, number, string>>(request: Promise<R>): Promise<SuccessBody<R>> {
  const response = await request;
  if (!response.ok) throw await ApiError.from(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as SuccessBody<R>;
}

/** Per-call options of the client: cancel with react-query's signal. */
export const withSignal = (signal: AbortSignal | undefined) => (signal ? { init: { signal } } : undefined);
