/**
 * @module The Track dialog (admin spec §2): the order's tracking number and
 * links to a postal carrier and a tracking aggregator, opened in new tabs.
 */
import { buttonClassName } from "@stringing/ui/components/button";
import { trackingLinks } from "@stringing/core/shipping/tracking-links";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import type { ApiOrder } from "../api/order-types.ts";
import * as styles from "./orders.css.ts";

export function TrackDialog({ order, onClose }: { order: ApiOrder; onClose: () => void }) {
  const number = order.trackingNumber ?? "";
  const returnNumber = order.returnTrackingNumber;
  return (
    <ModalDialog title={`Track Order #${order.id}`} description={`Tracking number ${number}`} size="sm" onClose={onClose}>
      <div className={styles.detailsSection}>
        <ul className={styles.trackList}>
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
            <ul className={styles.trackList}>
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
