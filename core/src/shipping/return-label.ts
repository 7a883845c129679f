/**
 * @module The customer's own copy of the inbound (return) label (issue 14):
 * which label that is, the token-scoped address it is downloaded from
 * (`/api/track/<token>/return-label.pdf`, the status page's key and nothing
 * else), and the download itself. Only the order's live return label is
 * ever served: never a voided one, never the outbound label, never while the
 * head is no longer expected (decision records 0012 and 0017).
 */
import type { Order } from "../orders/order.ts";
import { isTrackingToken } from "../orders/tracking-token.ts";
import type { LabelFiles } from "../ports/label-files.port.ts";
import type { OrderRepository, StoredLabel } from "../ports/order-repository.port.ts";
import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";

/** A label as far as this module looks at it: the stored label's id and voiding are optional for labels not stored yet. */
export type ReturnLabelCandidate = Pick<StoredLabel, "kind" | "trackingNumber" | "labelUrl"> & { id?: number; voidedAt?: Date | null };

/**
 * The order's return label in force: the newest return label, not voided,
 * whose tracking number is the order's inbound one (a voided label clears
 * that number, a new one replaces it). Undefined when there is none.
 */
export function liveReturnLabel<L extends ReturnLabelCandidate>(order: Pick<Order, "returnTrackingNumber">, labels: readonly L[]): L | undefined {
  const number = order.returnTrackingNumber?.trim();
  if (!number) return undefined;
  return labels.findLast((label) => label.kind === "return" && !label.voidedAt && label.trackingNumber === number);
}

/** The customer may fetch the return label while the head has not been received. */
export const offersReturnLabel = (order: Pick<Order, "status">): boolean => order.status === "pending";

/** Where the customer downloads the order's return label: under the status page's token, on the API. */
export const returnLabelPathFor = (token: string): string => `/api/track/${token}/return-label.pdf`;

/** The file name a label store issued, from the URL it answered (`/api/shipping/labels/<name>`). */
export const labelFileName = (labelUrl: string): string => labelUrl.split("/").pop() ?? "";

export type ReturnLabelDownload = { pdf: Uint8Array; fileName: string };

export type DownloadReturnLabelDeps = { orders: Pick<OrderRepository, "findByTrackingToken" | "labels">; files: Pick<LabelFiles, "read"> };

/**
 * GET /api/track/{token}/return-label.pdf: the PDF of the order's live
 * return label while the order is pending. An unknown token, no such label,
 * a voided one or an order past pending are the same `not_found`.
 */
export const downloadReturnLabel =
  (deps: DownloadReturnLabelDeps) =>
  async (token: string): Promise<Result<ReturnLabelDownload>> => {
    const missing = err(notFound("Return label"));
    if (!isTrackingToken(token)) return missing;
    const order = await deps.orders.findByTrackingToken(token);
    if (!order || !offersReturnLabel(order)) return missing;
    const label = liveReturnLabel(order, await deps.orders.labels(order.id));
    if (!label) return missing;
    const pdf = await deps.files.read(labelFileName(label.labelUrl));
    if (!pdf) return missing;
    return ok({ pdf, fileName: `return-label-order-${order.id}.pdf` });
  };
