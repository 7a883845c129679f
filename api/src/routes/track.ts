/**
 * @module The customer's status page data, GET /api/track/{token}
 * (anonymous): the token in the link is the only key. Any text that is not
 * a known token, well-formed or not, is the same 404.
 */
import { Hono } from "hono";
import type { OrderStatusPage } from "@stringing/core/orders/order-status-page";
import type { Result } from "@stringing/core/shared/result";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";

export type TrackRoutesDeps = { trackOrder: (token: string) => Promise<Result<OrderStatusPage>> };

export const trackRoutes = (deps: TrackRoutesDeps) =>
  new Hono<AppEnv>().get("/:token", async (c) => {
    const result = await deps.trackOrder(c.req.param("token"));
    if (!result.ok) return domainErrorResponse(c, result.error);
    // The link is the customer's; a shared cache must not keep their order.
    c.header("Cache-Control", "private, no-store");
    c.header("Referrer-Policy", "no-referrer");
    return c.json(result.value);
  });
