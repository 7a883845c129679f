/**
 * @module The order form's price (docs/rules/order-form.md, The price shown; the
 * player should see what they will pay before they send): the chosen
 * service's price, the strings add-on when they need strings, and the total
 * the payment link will carry. A service without a price says so: the owner
 * confirms it. Announced politely as the choices change.
 */
import { formatCents } from "@stringing/core/shared/money";
import { PRICE_TO_BE_CONFIRMED, totalText, type OrderPrice } from "../order-price.ts";
import * as styles from "./order-price-box.css.ts";

export function OrderPriceBox({ serviceType, price }: { serviceType: string; price: OrderPrice | null }) {
  return (
    <section className={styles.box} aria-labelledby="order-price-heading">
      <h3 id="order-price-heading" className={styles.title}>
        Your price
      </h3>
      <div aria-live="polite">
        {price === null ? (
          <p className={styles.muted}>Choose a service to see its price.</p>
        ) : (
          <>
            <dl className={styles.lines}>
              <div className={styles.line}>
                <dt>{serviceType}</dt>
                <dd className={styles.value}>{price.service === null ? PRICE_TO_BE_CONFIRMED : formatCents(price.service)}</dd>
              </div>
              {price.strings > 0 ? (
                <div className={styles.line}>
                  <dt>Strings with base white crosslace</dt>
                  <dd className={styles.value}>+{formatCents(price.strings)}</dd>
                </div>
              ) : null}
              <div className={`${styles.line} ${styles.total}`}>
                <dt>Total</dt>
                <dd className={styles.value}>{totalText(price)}</dd>
              </div>
            </dl>
            {price.service === null ? (
              <p className={styles.muted}>We price this service to your pocket: we will confirm it with you and then send a payment link.</p>
            ) : null}
          </>
        )}
      </div>
    </section>
  );
}
