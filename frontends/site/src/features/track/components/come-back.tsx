/**
 * @module "Come back to this page" on the status page: the QR code of the
 * page's own address (api/status-qr.ts), so a player on a laptop scans it
 * onto their phone, or prints it with the page, and finds the order again.
 */
import { statusQrPath } from "../api/status-qr.ts";
import * as styles from "./order-status-view.css.ts";

export function ComeBack({ token }: { token: string }) {
  return (
    <section className={styles.card} aria-labelledby="come-back-heading">
      <h2 id="come-back-heading" className={styles.cardTitle}>
        Come back to this page
      </h2>
      <div className={styles.comeBack}>
        {/* Dark on white in the drawing itself, so it reads in either theme. */}
        <img className={styles.qrCode} src={statusQrPath(token)} alt="QR code of this page's address" width={132} height={132} loading="lazy" />
        <div className={styles.comeBackText}>
          <p className={styles.comeBackLead}>Scan to come back to this page</p>
          <p className={styles.muted}>Or bookmark it: the link in your order e-mails opens it too.</p>
        </div>
      </div>
    </section>
  );
}
