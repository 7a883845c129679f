import type { Result } from "../shared/result.ts";
import type { TrackingStatus } from "./carrier.port.ts";

/**
 * What a carrier's tracking webhook told us about a parcel: its tracking
 * number, the new state and when, and an id that names this report, so a
 * replayed delivery is recognised. Or something we do not act on.
 */
export type TrackingNotice =
  | {
      kind: "tracking";
      provider: string;
      eventId: string;
      trackingNumber: string;
      status: TrackingStatus;
      at: Date | null;
      details: string | null;
    }
  | { kind: "ignored"; provider: string; eventType: string };

/** A carrier's webhook deliveries, read once the URL's token is checked. */
export interface TrackingNotices {
  readonly provider: string;
  /** Reads the body; a body that is not the carrier's event is `malformed_body`. */
  read(rawBody: string): Result<TrackingNotice, "malformed_body">;
}
