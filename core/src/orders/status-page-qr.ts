/**
 * @module The QR code of the customer's own status page (issue 35, the
 * pocket again): the page shows it so a player can scan it from a laptop
 * onto a phone, or print it, and come back. It encodes the status page's URL
 * and nothing else; a text that is not a known token is the same 404 as the
 * status page's.
 */
import type { OrderRepository } from "../ports/order-repository.port.ts";
import type { QrCodes } from "../ports/qr-codes.port.ts";
import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { isTrackingToken, statusPathFor } from "./tracking-token.ts";

/** Where the site's status page serves an order's QR code: under the status page's token, on the API. */
export const statusQrPathFor = (token: string): string => `/api/track/${token}/qr.svg`;

export type StatusPageQrDeps = {
  orders: Pick<OrderRepository, "findByTrackingToken">;
  qr: QrCodes;
  /** Where the status page is: PUBLIC_URL or the server's own address, as the mails' links. */
  origin: string;
};

/** GET /api/track/{token}/qr.svg: the SVG of the QR code of `<origin>/track/<token>`. */
export const drawStatusPageQr =
  (deps: StatusPageQrDeps) =>
  async (token: string): Promise<Result<string>> => {
    if (!isTrackingToken(token)) return err(notFound("Order"));
    const order = await deps.orders.findByTrackingToken(token);
    if (!order) return err(notFound("Order"));
    return ok(await deps.qr.svg(`${deps.origin}${statusPathFor(order.trackingToken)}`));
  };
