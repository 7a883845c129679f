import { describe, expect, it } from "vitest";
import { trackUpdatedPayload } from "./fake-shippo-server.ts";
import { ShippoTrackingNotices } from "./shippo-tracking-notices.ts";

describe("Shippo tracking notices", () => {
  const notices = new ShippoTrackingNotices();

  it("reads a track_updated delivery: number, status, time, details, and the status's id as the event id", () => {
    const at = new Date("2026-03-02T10:00:00Z");
    const body = trackUpdatedPayload({ trackingNumber: "9400111", status: "DELIVERED", at, statusId: "abc123" });
    expect(notices.read(JSON.stringify(body))).toEqual({
      ok: true,
      value: {
        kind: "tracking",
        provider: "shippo",
        eventId: "abc123",
        trackingNumber: "9400111",
        status: "DELIVERED",
        at,
        details: "Your parcel is delivered.",
      },
    });
  });

  it("names a report without a status id by number, status and time, so a replay has the same name", () => {
    const body = trackUpdatedPayload({ trackingNumber: "9400111", status: "TRANSIT", at: new Date("2026-03-02T10:00:00Z") });
    delete (body.data.tracking_status as { object_id?: string }).object_id;
    const read = notices.read(JSON.stringify(body));
    expect(read).toMatchObject({ ok: true, value: { eventId: "9400111:TRANSIT:2026-03-02T10:00:00.000Z" } });
  });

  it("takes an unknown state as UNKNOWN, ignores other events and refuses what is not an event", () => {
    const odd = trackUpdatedPayload({ trackingNumber: "1", status: "LOST_IN_SPACE" });
    expect(notices.read(JSON.stringify(odd))).toMatchObject({ ok: true, value: { status: "UNKNOWN" } });
    expect(notices.read(JSON.stringify({ event: "transaction_created", data: {} }))).toEqual({
      ok: true,
      value: { kind: "ignored", provider: "shippo", eventType: "transaction_created" },
    });
    for (const body of [
      "not json",
      "[]",
      JSON.stringify({ event: "track_updated" }),
      JSON.stringify({ event: "track_updated", data: { tracking_number: "1" } }),
    ]) {
      expect(notices.read(body)).toEqual({ ok: false, error: "malformed_body" });
    }
  });
});
