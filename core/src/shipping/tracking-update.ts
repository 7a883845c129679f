/**
 * Tracking moves the order (docs/rules/shipping.md, Tracking; decision 0017).
 * A carrier's `track_updated` delivery, once its URL token is checked, writes
 * a `tracking_updated` event and the label's last state, and:
 * - the inbound parcel (the return label) DELIVERED: the head is here, a
 *   pending order becomes `in_progress` and, the first time, the head is
 *   received as POST /api/orders/{id}/receive receives it (receive-head.ts:
 *   `receivedAt` the delivery's time, `promisedBy` counted, the `received`
 *   event and `order.received`), with the carrier as the actor;
 * - the outbound parcel in TRANSIT (or further): `shipped` if it was not;
 *   DELIVERED: `completed`.
 * A cancelled or completed order keeps its status. A tracking number we never
 * issued, a report older than the one stored, and a replayed delivery
 * (the report's id, remembered in the same transaction) change nothing.
 */
import { byProvider } from "../events/changed-by.ts";
import { orderChangeEvents } from "../events/order-change-events.ts";
import { type OrderChangePlan, statusChangeEvents } from "../orders/change-order.ts";
import type { Order } from "../orders/order.ts";
import type { OrderStatus } from "../orders/order-status.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { TrackingStatus } from "../ports/carrier.port.ts";
import type { OrderRepository, StoredLabel } from "../ports/order-repository.port.ts";
import type { OrderUpdates } from "../ports/order-updates.port.ts";
import type { TrackingNotice, TrackingNotices } from "../ports/tracking-notices.port.ts";
import { constantTimeEqual } from "../shared/constant-time.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { NO_CHANGE, receiptPlan } from "../workshop/receive-head.ts";
import { DEFAULT_WORKSHOP_SETTINGS } from "../workshop/workshop-settings.ts";
import type { WorkshopSettingsStore } from "../workshop/workshop-settings-store.port.ts";
import { labelDirection } from "./create-label.ts";

export type TrackingOutcome = "updated" | "replayed" | "unknown_tracking_number" | "stale" | "ignored";

const OUTBOUND_MOVING: ReadonlySet<TrackingStatus> = new Set(["TRANSIT", "DELIVERED"]);

/** The work status a tracking report leads to, or undefined when it leaves the status alone. */
export function statusAfterTracking(
  order: Pick<Order, "status">,
  label: Pick<StoredLabel, "kind" | "voidedAt">,
  status: TrackingStatus,
): OrderStatus | undefined {
  if (label.voidedAt || order.status === "cancelled" || order.status === "completed") return undefined;
  if (labelDirection(label.kind) === "inbound") return status === "DELIVERED" && order.status === "pending" ? "in_progress" : undefined;
  if (status === "DELIVERED") return "completed";
  if (OUTBOUND_MOVING.has(status) && order.status !== "shipped") return "shipped";
  return undefined;
}

/** Whether a tracking report brings the head in: the inbound parcel delivered, to an order not yet received that is not over. */
export function receivesHead(order: Pick<Order, "status" | "receivedAt">, label: Pick<StoredLabel, "kind" | "voidedAt">, status: TrackingStatus): boolean {
  if (label.voidedAt || order.receivedAt || order.status === "cancelled" || order.status === "completed") return false;
  return labelDirection(label.kind) === "inbound" && status === "DELIVERED";
}

/** `settings`: the workshop's calendar a delivered head's promise is counted on; the default calendar when omitted. */
export type TrackingUpdateDeps = { orders: OrderRepository; updates: OrderUpdates; clock: Clock; settings?: Pick<WorkshopSettingsStore, "get"> | undefined };

export const applyTrackingUpdate =
  (deps: TrackingUpdateDeps) =>
  async (notice: TrackingNotice, siteOrigin?: string): Promise<TrackingOutcome> => {
    if (notice.kind === "ignored") return "ignored";
    const label = await deps.orders.findLabelByTrackingNumber(notice.trackingNumber);
    if (!label) return "unknown_tracking_number";
    // Read before the transaction, which holds the order: only an inbound delivery counts a promise.
    const inboundDelivered = labelDirection(label.kind) === "inbound" && notice.status === "DELIVERED";
    const settings = (inboundDelivered && (await deps.settings?.get())) || DEFAULT_WORKSHOP_SETTINGS;
    return deps.updates.inTransaction(
      async (unit): Promise<TrackingOutcome> => {
        const order = await unit.lockOrder(label.orderId);
        if (!order) return "unknown_tracking_number";
        if (!(await unit.claimWebhookEvent(notice.provider, notice.eventId))) return "replayed";
        // Reports may arrive out of order: one older than what is stored moves nothing back.
        if (notice.at && label.trackingStatusAt && notice.at < label.trackingStatusAt) return "stale";
        const at = notice.at ?? deps.clock.now();
        await unit.updateLabel(order.id, label.id, { trackingStatus: notice.status, trackingStatusAt: at });
        const status = statusAfterTracking(order, label, notice.status);
        const changes = status ? { status } : {};
        const author = byProvider(notice.provider);
        const receipt: OrderChangePlan = receivesHead(order, label, notice.status)
          ? await receiptPlan(unit, order, { settings, receivedAt: at, author })
          : NO_CHANGE;
        const columns = { ...changes, ...receipt.changes };
        if (Object.keys(columns).length) await unit.updateOrder(order.id, columns);
        await unit.appendEvent(order.id, {
          type: "tracking_updated",
          actor: notice.provider,
          data: {
            direction: labelDirection(label.kind),
            kind: label.kind,
            trackingNumber: label.trackingNumber,
            carrier: label.carrier,
            from: label.trackingStatus,
            to: notice.status,
            ...(notice.details ? { details: notice.details } : {}),
            eventId: notice.eventId,
          },
        });
        await unit.appendEvents(order.id, [...statusChangeEvents(order.status, status, notice.provider), ...receipt.events]);
        unit.record(
          {
            type: "label.tracking_updated",
            orderId: order.id,
            ...byProvider(notice.provider),
            labelId: label.id,
            kind: label.kind,
            carrier: label.carrier,
            trackingNumber: label.trackingNumber,
            from: label.trackingStatus,
            to: notice.status,
          },
          ...orderChangeEvents(order, changes, author),
          ...receipt.record,
        );
        return "updated";
      },
      { siteOrigin },
    );
  };

export type TrackingRefusal = "bad_token" | "malformed_body";

/**
 * POST /api/webhooks/shippo/<token>: the token is compared in constant time
 * before a byte of the body is read; then the notice is applied.
 */
export const receiveTrackingNotice =
  (deps: TrackingUpdateDeps & { notices: TrackingNotices; webhookToken: () => Promise<string> }) =>
  async (token: string, rawBody: string, siteOrigin?: string): Promise<Result<TrackingOutcome, TrackingRefusal>> => {
    if (!constantTimeEqual(token, await deps.webhookToken())) return err("bad_token");
    const notice = deps.notices.read(rawBody);
    if (!notice.ok) return err(notice.error);
    return ok(await applyTrackingUpdate(deps)(notice.value, siteOrigin));
  };
