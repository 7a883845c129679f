/**
 * @module `GET /api/track/{token}/qr.svg` (anonymous): the QR code of the
 * status page's own address, drawn on the server (bwip-js) so the site's
 * bundle carries no QR library; an image the browser caches.
 */
import { trackPath } from "./get-order-status.ts";

export const statusQrPath = (token: string): string => `${trackPath(token)}/qr.svg`;
