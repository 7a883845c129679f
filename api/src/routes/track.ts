/**
 * @module The customer's status page data, GET /api/track/{token}
 * (anonymous): the token in the link is the only key. Any text that is not
 * a known token, well-formed or not, is the same 404. GET
 * /api/track/{token}/return-label.pdf downloads that order's live return
 * label while the head is expected (the same 404 otherwise); no other label.
 * GET /api/track/{token}/qr.svg draws the QR code of the status page's own
 * URL (the same 404 for an unknown token).
 */
import { Hono } from "hono";
import type { OrderStatusPage } from "@stringing/core/orders/order-status-page";
import type { Result } from "@stringing/core/shared/result";
import type { ReturnLabelDownload } from "@stringing/core/shipping/return-label";
import type { AppEnv } from "../app-env.ts";
import { domainErrorResponse } from "../middleware/errors.ts";

export type TrackRoutesDeps = {
  trackOrder: (token: string) => Promise<Result<OrderStatusPage>>;
  returnLabel: (token: string) => Promise<Result<ReturnLabelDownload>>;
  /** The SVG of the QR code of the order's status page (core/src/orders/status-page-qr.ts). */
  statusQr: (token: string) => Promise<Result<string>>;
};

export const trackRoutes = (deps: TrackRoutesDeps) =>
  new Hono<AppEnv>()
    .get("/:token/return-label.pdf", async (c) => {
      const result = await deps.returnLabel(c.req.param("token"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      const { pdf, fileName } = result.value;
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${fileName}"`,
        "Cache-Control": "private, no-store",
        "Referrer-Policy": "no-referrer",
        "X-Robots-Tag": "noindex, nofollow",
      });
    })
    .get("/:token/qr.svg", async (c) => {
      const result = await deps.statusQr(c.req.param("token"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      return c.body(result.value, 200, {
        "Content-Type": "image/svg+xml; charset=utf-8",
        // A token's status page never moves, so neither does its code; private, as the URL is the customer's key.
        "Cache-Control": "private, max-age=31536000, immutable",
        // Opened on its own, the drawing runs nothing and loads nothing.
        "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
        "Referrer-Policy": "no-referrer",
        "X-Robots-Tag": "noindex, nofollow",
      });
    })
    .get("/:token", async (c) => {
      const result = await deps.trackOrder(c.req.param("token"));
      if (!result.ok) return domainErrorResponse(c, result.error);
      // The link is the customer's; a shared cache must not keep their order.
      c.header("Cache-Control", "private, no-store");
      c.header("Referrer-Policy", "no-referrer");
      return c.json(result.value);
    });
