/**
 * @module The Track dialog (docs/rules/shipping.md, The Track dialog): the order's tracking number and
 * links to a postal carrier and a tracking aggregator, opened in new tabs;
 * beside them the carrier's own tracking page and the last state it reported
 * (issue 14), and "Test label" for a label not valid for postage.
 */
import { buttonClassName } from "@stringing/ui/components/button";
import { trackingLinks } from "@stringing/core/shipping/tracking-links";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { formatDateTime } from "@stringing/ui/date-time";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { type OrderLabel, trackingStatusText, useOrderLabels } from "../../../shared/orders/api/order-labels.ts";
import type { ApiOrder } from "../api/order-types.ts";
import * as styles from "./orders.css.ts";

/** The carrier's link and last state of the label with this number (the newest one not voided). */
function CarrierTracking({ label, what }: { label: OrderLabel | undefined; what: string }) {
  if (!label) return null;
  return (
    <p className={styles.sectionText} title={`${what} carrier status`}>
      {label.carrier}: <strong>{trackingStatusText(label.trackingStatus)}</strong>
      {label.trackingStatusAt ? ` (${formatDateTime(label.trackingStatusAt)})` : ""} {label.testLabel ? <Badge tone="yellow">Test label</Badge> : null}
    </p>
  );
}

function carrierLink(label: OrderLabel | undefined, text: string, className: string) {
  if (!label?.trackingUrl) return null;
  return (
    <li>
      <a href={label.trackingUrl} target="_blank" rel="noopener noreferrer" className={`${className} ${styles.trackLink}`}>
        {text} on the carrier's page ({label.carrier})<span className={styles.muted}>opens in a new tab</span>
      </a>
    </li>
  );
}

export function TrackDialog({ order, onClose }: { order: ApiOrder; onClose: () => void }) {
  const number = order.trackingNumber ?? "";
  const returnNumber = order.returnTrackingNumber;
  const labels = useOrderLabels(order.id).data ?? [];
  const labelOf = (trackingNumber: string | null) => labels.findLast((label) => label.trackingNumber === trackingNumber && !label.voidedAt);
  const outbound = labelOf(number);
  const inbound = labelOf(returnNumber);
  return (
    <ModalDialog title={`Track Order #${order.id}`} description={`Tracking number ${number}`} size="sm" onClose={onClose}>
      <div className={styles.detailsSection}>
        <CarrierTracking label={outbound} what="Outbound" />
        <ul className={styles.trackList}>
          {carrierLink(outbound, "Track", buttonClassName("secondary"))}
          {trackingLinks(number).map((link) => (
            <li key={link.name}>
              <a href={link.url} target="_blank" rel="noopener noreferrer" className={`${buttonClassName("secondary")} ${styles.trackLink}`}>
                Track on {link.name}
                <span className={styles.muted}>opens in a new tab</span>
              </a>
            </li>
          ))}
        </ul>
        {returnNumber ? (
          <>
            <p className={styles.sectionText}>Return label tracking number {returnNumber}</p>
            <CarrierTracking label={inbound} what="Return" />
            <ul className={styles.trackList}>
              {carrierLink(inbound, "Track return", buttonClassName("ghost", "sm"))}
              {trackingLinks(returnNumber).map((link) => (
                <li key={link.name}>
                  <a href={link.url} target="_blank" rel="noopener noreferrer" className={`${buttonClassName("ghost", "sm")} ${styles.trackLink}`}>
                    Track return on {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </ModalDialog>
  );
}
