/**
 * Reads Shippo's `track_updated` webhook deliveries (its documented shape:
 * `{event, test, data: {carrier, tracking_number, tracking_status: {object_id,
 * status, status_details, status_date}}}`). Shippo's deliveries carry no
 * event id of their own, so a report is named by its tracking status's
 * object_id, else by number, status and time: the same report delivered
 * twice has the same name. The URL's token is checked before this runs.
 */
import { isTrackingStatus, type TrackingStatus } from "@stringing/core/ports/carrier.port";
import type { TrackingNotice, TrackingNotices } from "@stringing/core/ports/tracking-notices.port";
import { err, ok, type Result } from "@stringing/core/shared/result";

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);
const text = (value: unknown) => (typeof value === "string" && value.trim() ? value.trim() : null);

export class ShippoTrackingNotices implements TrackingNotices {
  readonly provider = "shippo";

  read(rawBody: string): Result<TrackingNotice, "malformed_body"> {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      return err("malformed_body");
    }
    if (!isObject(body) || typeof body.event !== "string") return err("malformed_body");
    if (body.event !== "track_updated") return ok({ kind: "ignored", provider: this.provider, eventType: body.event.slice(0, 100) });
    const data = body.data;
    if (!isObject(data)) return err("malformed_body");
    const trackingNumber = text(data.tracking_number);
    const tracking = isObject(data.tracking_status) ? data.tracking_status : null;
    if (!trackingNumber || trackingNumber.length > 100 || !tracking) return err("malformed_body");
    const status: TrackingStatus = isTrackingStatus(tracking.status) ? tracking.status : "UNKNOWN";
    const when = text(tracking.status_date);
    const at = when ? new Date(when) : null;
    const validAt = at && !Number.isNaN(at.getTime()) ? at : null;
    const statusId = text(tracking.object_id);
    const eventId = (statusId ?? `${trackingNumber}:${status}:${validAt?.toISOString() ?? ""}`).slice(0, 200);
    return ok({
      kind: "tracking",
      provider: this.provider,
      eventId,
      trackingNumber,
      status,
      at: validAt,
      details: text(tracking.status_details)?.slice(0, 500) ?? null,
    });
  }
}
