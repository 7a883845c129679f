/**
 * @module What the visitor sees once the order is in
 * (docs/rules/order-form.md, The confirmation): it stays until they leave. The order number;
 * what was ordered and what it costs; what happens next: pay through a real
 * "Continue to payment" link (a click, so no pop-up blocker stops it), or,
 * without a link or a price yet ("Safe to run from day one"), the word that
 * a payment link will follow; ship the head in to the business address, and
 * follow it all on the status page, whose link is here too. Focus moves to
 * its heading so a keyboard or screen reader user lands on it.
 */
import { useEffect, useRef } from "react";
import { Button, buttonClassName } from "@stringing/ui/components/button";
import { ShipInInstructions } from "../../../components/ui/ship-in-instructions.tsx";
import { visuallyHidden } from "../../../components/ui/visually-hidden.css.ts";
import { POSITION_OPTIONS } from "@stringing/core/orders/order-form";
import type { CreatedOrder } from "../api/create-order.ts";
import { payableUrl, totalText, type OrderPrice } from "../order-price.ts";
import * as styles from "./order-confirmation.css.ts";

/** The order as the player chose it, kept from the form they sent. */
export interface OrderSummary {
  serviceType: string;
  headType: string;
  headColor: string;
  position: string;
  pocketPreference: string;
  meshOption: string;
  stringOption: string;
  /** The pocket in detail as the player said it (core's lines); empty when they left it to the stringer. */
  pocketLines: { label: string; value: string }[];
  price: OrderPrice | null;
}

const positionLabel = (value: string) => POSITION_OPTIONS.find((option) => option.value === value)?.label ?? value;

export function OrderConfirmation({ order, summary, onNewOrder }: { order: CreatedOrder; summary: OrderSummary; onNewOrder: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const priced = summary.price !== null && summary.price.service !== null;
  const paymentUrl = payableUrl(order.paymentUrl, summary.price);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.closest("section")?.scrollIntoView?.({ block: "start", behavior: "smooth" });
  }, []);

  return (
    <section className={styles.box} aria-labelledby="order-confirmation-heading">
      <h3 id="order-confirmation-heading" ref={heading} tabIndex={-1} className={styles.title}>
        Thank you! Your order #{order.id} is in.
      </h3>
      <p className={styles.lead}>We have sent the details to your e-mail. Here is what happens next.</p>
      <section className={styles.summary} aria-labelledby="order-summary-heading">
        <h4 id="order-summary-heading" className={styles.stepTitle}>
          Your order
        </h4>
        <dl className={styles.details}>
          <SummaryLine term="Service" value={summary.serviceType} />
          <SummaryLine term="Head" value={`${summary.headType}, ${summary.headColor}`} />
          <SummaryLine term="Position" value={positionLabel(summary.position)} />
          <SummaryLine term="Pocket" value={summary.pocketPreference} />
          <SummaryLine term="Mesh" value={summary.meshOption} />
          <SummaryLine term="Strings" value={summary.stringOption} />
          {summary.pocketLines.map((line) => (
            <SummaryLine key={line.label} term={line.label} value={line.value} />
          ))}
          <SummaryLine term="Amount" value={summary.price ? totalText(summary.price) : "We will confirm the price"} strong />
        </dl>
      </section>
      <ol className={styles.steps}>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            1
          </span>
          <div className={styles.stepBody}>
            <h4 className={styles.stepTitle}>Pay for your order</h4>
            {paymentUrl ? (
              <>
                <p className={styles.text}>Our secure payment page opens in a new tab. If it did not, use this link:</p>
                <div className={styles.actions}>
                  <a className={buttonClassName("primary", "lg")} href={paymentUrl} target="_blank" rel="noopener noreferrer">
                    Continue to payment
                    <span className={visuallyHidden}> (opens in a new tab)</span>
                  </a>
                </div>
              </>
            ) : (
              <p className={styles.text}>
                {priced
                  ? "We will send you a payment link by e-mail. Nothing to pay here now."
                  : "We will confirm the price with you and then send you a payment link by e-mail. Nothing to pay here now."}
              </p>
            )}
          </div>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            2
          </span>
          <div className={styles.stepBody}>
            <h4 className={styles.stepTitle}>Send us your head</h4>
            <ShipInInstructions orderId={order.id} headingLevel={null} />
          </div>
        </li>
        <li className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            3
          </span>
          <div className={styles.stepBody}>
            <h4 className={styles.stepTitle}>Follow your order</h4>
            <p className={styles.text}>
              Your status page shows the stringing, the payment and both parcels as they happen. Keep the link: it is also in your e-mail.
            </p>
            <div className={styles.actions}>
              <a className={buttonClassName("secondary")} href={order.statusUrl}>
                View your order status
              </a>
            </div>
          </div>
        </li>
      </ol>
      <div className={styles.actions}>
        <Button variant="ghost" onPress={onNewOrder}>
          Place another order
        </Button>
      </div>
    </section>
  );
}

function SummaryLine({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div className={strong ? `${styles.detail} ${styles.detailStrong}` : styles.detail}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.definition}>{value}</dd>
    </div>
  );
}
