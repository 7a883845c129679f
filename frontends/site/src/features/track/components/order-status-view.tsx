/**
 * @module The customer's status page
 * (docs/rules/orders.md, The customer's status page): the work status as steps a player follows (on its way to
 * us, in the workshop with the day it ships by, shipped, delivered; or cancelled), the payment status with a pay link while unpaid
 * or partially paid (then with what was paid and what is still to pay; the
 * total is the price and the extra work approved, and Pay asks the server
 * for the payment page of what is due, then goes there), the extra work the
 * owner proposed with Approve / Decline (extra-work.tsx), and
 * never a pay link without an amount or a real link ("Safe to run from day
 * one": the page says the price or the link will follow),
 * both parcels with their carrier's tracking link, the pocket with "Order
 * this pocket again" (your-pocket.tsx), the page's own QR code to come
 * back to it (come-back.tsx), how to ship the head in
 * while it has not arrived (with "Print your return label" when the business
 * made one: a download under this page's token), and the public part of the
 * timeline.
 *
 * Times are first written on the UTC clock, as the server rendered them, and
 * on the visitor's own clock once the page is hydrated (no mismatch). The
 * promised day is a day on the workshop's calendar, the same on every clock.
 */
import type { MouseEvent } from "react";
import { buttonClassName } from "@stringing/ui/components/button";
import { formatDateTime, formatDay } from "@stringing/ui/date-time";
import { describeError } from "@stringing/ui/error-message";
import { amountOwed } from "@stringing/core/orders/balance-due";
import { formatCents } from "@stringing/core/shared/money";
import { ShipInInstructions } from "../../../components/ui/ship-in-instructions.tsx";
import { visuallyHidden } from "../../../components/ui/visually-hidden.css.ts";
import { useHydrated } from "../../../lib/use-hydrated.ts";
import type { OrderStatusData, PublicTracking } from "../api/get-order-status.ts";
import { useStartCheckout } from "../api/start-checkout.ts";
import { eventLabel, paymentLabel, type WorkStep, workProgress } from "../track-rules.ts";
import * as styles from "./order-status-view.css.ts";
import { ComeBack } from "./come-back.tsx";
import { ExtraWork } from "./extra-work.tsx";
import { YourPocket } from "./your-pocket.tsx";

/** `token`: the page's own key, for its QR code (come-back.tsx); without it the page shows none. */
export function OrderStatusView({ order, token }: { order: OrderStatusData; token?: string }) {
  const zone = useHydrated() ? "local" : "UTC";
  const expected = order.status === "pending" && !order.receivedAt;
  const awaitingHead = expected && !order.inboundTracking;
  return (
    <div className={styles.inner}>
      <header>
        <h1 className={styles.title}>Order #{order.id}</h1>
        <p className={styles.summary}>
          {order.serviceName} · placed <time dateTime={String(order.createdAt)}>{formatDay(order.createdAt, zone)}</time>
        </p>
      </header>
      <div className={styles.columns}>
        <div className={styles.column}>
          <div className={styles.place.status}>
            <WorkStatus order={order} />
          </div>
          {expected && order.returnLabelUrl ? (
            <div className={styles.place.shipIn}>
              <ReturnLabel orderId={order.id} href={order.returnLabelUrl} inbound={order.inboundTracking} />
            </div>
          ) : awaitingHead ? (
            <div className={styles.place.shipIn}>
              <ShipInInstructions orderId={order.id} headingLevel={2} />
            </div>
          ) : null}
          <div className={styles.place.history}>
            <Timeline events={order.events} zone={zone} />
          </div>
        </div>
        <div className={styles.column}>
          {order.charges?.length ? (
            <div className={styles.place.extraWork}>
              <ExtraWork charges={order.charges} token={token} />
            </div>
          ) : null}
          <div className={styles.place.payment}>
            <Payment order={order} token={token} />
          </div>
          <div className={styles.place.parcels}>
            <Parcels inbound={order.inboundTracking} outbound={order.outboundTracking} />
          </div>
          {order.recipe ? (
            <div className={styles.place.pocket}>
              <YourPocket orderId={order.id} recipe={order.recipe} />
            </div>
          ) : null}
          {token ? (
            <div className={styles.place.comeBack}>
              <ComeBack token={token} />
            </div>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/** The prepaid label the business made for the head to come in: print it, pack the head, drop it off. */
function ReturnLabel({ orderId, href, inbound }: { orderId: number; href: string; inbound: PublicTracking | null }) {
  return (
    <section className={styles.card} aria-labelledby="return-label-heading">
      <h2 id="return-label-heading" className={styles.cardTitle}>
        Send us your head with our prepaid label
      </h2>
      <a className={buttonClassName("primary", "lg")} href={href} download={`return-label-order-${orderId}.pdf`}>
        Print your return label
        <span className={visuallyHidden}> (PDF)</span>
      </a>
      <ol className={styles.labelSteps}>
        <li>Pack the head (not the shaft) in a small box or padded mailer, with your mesh or strings if you send your own.</li>
        <li>
          Put a note inside with your name and order number <strong>#{orderId}</strong>.
        </li>
        <li>Print the label, tape it flat on the parcel and cover any old labels.</li>
        <li>{inbound ? `Drop the parcel off with ${inbound.carrier}.` : "Drop the parcel off with the carrier on the label."}</li>
      </ol>
    </section>
  );
}

function WorkStatus({ order }: { order: OrderStatusData }) {
  const progress = workProgress(order);
  return (
    <section className={styles.card} aria-labelledby="work-status-heading">
      <h2 id="work-status-heading" className={styles.cardTitle}>
        Work status
      </h2>
      {progress.cancelled ? (
        <p className={styles.cancelled}>This order was cancelled. Questions? Reply to your order e-mail or contact us.</p>
      ) : (
        <ol className={styles.steps}>
          {progress.steps.map((step, index) => (
            <li
              key={step.key}
              className={step.state === "done" ? `${styles.step} ${styles.stepDone}` : styles.step}
              aria-current={step.state === "current" ? "step" : undefined}
            >
              <span className={`${styles.dot} ${styles.dotState[step.state]}`} aria-hidden="true">
                {step.state === "done" ? "✓" : index + 1}
              </span>
              <p className={step.state === "current" ? `${styles.stepLabel} ${styles.stepLabelCurrent}` : styles.stepLabel}>
                {step.label}
                {step.shipsBy ? (
                  <>
                    , ships by <time dateTime={step.shipsBy.iso}>{step.shipsBy.text}</time>
                  </>
                ) : null}
                <span className={visuallyHidden}>{step.state === "done" ? " (done)" : step.state === "current" ? " (current step)" : " (to come)"}</span>
              </p>
              {step.hint ? (
                <div className={styles.stepDetail}>
                  <p className={styles.stepHint}>{step.hint}</p>
                  <StepLink step={step} order={order} />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** From the current step to what helps with it, further down the page or at the carrier. */
function StepLink({ step, order }: { step: WorkStep; order: OrderStatusData }) {
  if (step.action === "ship_in") {
    return (
      <a className={styles.link} href={`#ship-in-${order.id}`}>
        How to ship your head to us
      </a>
    );
  }
  if (step.action === "return_label") {
    return (
      <a className={styles.link} href="#return-label-heading">
        How to send it with our prepaid label
      </a>
    );
  }
  if (step.action === "track_outbound" && order.outboundTracking) {
    return (
      <a className={styles.link} href={order.outboundTracking.url} target="_blank" rel="noopener noreferrer">
        Follow your parcel with {order.outboundTracking.carrier}
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    );
  }
  return null;
}

function Payment({ order, token }: { order: OrderStatusData; token?: string | undefined }) {
  const partial = order.paymentStatus === "partially_paid";
  const awaiting = order.paymentStatus === "unpaid" || partial;
  const tone = order.paymentStatus === "paid" ? "paid" : order.paymentStatus === "refunded" ? "refunded" : "unpaid";
  // A $0.00 order is one the owner has still to price: paying it would pay nothing.
  const priced = Number.isFinite(order.servicePrice) && order.servicePrice > 0;
  // The whole the order costs (its price and the extra work approved); what was paid is that less what is still due.
  const owed = amountOwed(order.servicePrice, order.charges ?? []);
  const extra = owed - order.servicePrice;
  return (
    <section className={styles.card} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={styles.cardTitle}>
        Payment
      </h2>
      <div className={styles.paymentRow}>
        <p className={styles.amount}>{priced ? formatCents(owed) : "Price to be confirmed"}</p>
        <span className={`${styles.badge} ${styles.badgeTone[tone]}`}>{paymentLabel(order.paymentStatus)}</span>
      </div>
      {priced && extra > 0 ? (
        <p className={styles.muted}>
          {formatCents(order.servicePrice)} for the service and {formatCents(extra)} of extra work you approved.
        </p>
      ) : null}
      {partial ? (
        <p>
          Paid so far: {formatCents(Math.max(0, owed - order.balanceDue))}. <strong>Still to pay: {formatCents(order.balanceDue)}</strong>
        </p>
      ) : null}
      {awaiting ? (
        !priced ? (
          <p className={styles.muted}>We will confirm the price with you and then send you a payment link by e-mail.</p>
        ) : order.paymentUrl ? (
          <>
            <PayLink token={token} href={order.paymentUrl} label={partial ? `Pay the remaining ${formatCents(order.balanceDue)}` : "Pay now"} />
            <p className={styles.muted}>Payment takes place on our payment provider's secure page. This page updates once it is received.</p>
          </>
        ) : (
          <p className={styles.muted}>We will send you a payment link by e-mail.</p>
        )
      ) : order.paymentStatus === "paid" ? (
        <p className={styles.muted}>Thank you, we have received your payment.</p>
      ) : (
        <p className={styles.muted}>Your payment was refunded.</p>
      )}
    </section>
  );
}

/**
 * Pay: a link to the order's payment link, so it works before the page is
 * hydrated; once it is, a plain click asks the server for the payment page of
 * what is still due (`POST …/checkout`: Stripe Checkout, or the link with the
 * balance) and goes there in this tab, saying so meanwhile, and shows the
 * server's words when it refuses. A click that opens a new tab is the link's.
 */
function PayLink({ token, href, label }: { token?: string | undefined; href: string; label: string }) {
  const checkout = useStartCheckout(token ?? "");
  // Still busy once answered: the browser is on its way to the payment page.
  const busy = checkout.isPending || checkout.isSuccess;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!token || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!busy) checkout.mutate();
  };
  return (
    <>
      <a className={buttonClassName("primary", "lg")} href={href} rel="noopener noreferrer" onClick={onClick} aria-disabled={busy || undefined}>
        {busy ? "Opening the payment page…" : label}
        <span className={visuallyHidden}> (our secure payment page)</span>
      </a>
      {checkout.isError ? (
        <p role="alert" className={styles.payError}>
          {describeError(checkout.error, "The payment page could not be opened. Please try again.")}
        </p>
      ) : null}
    </>
  );
}

function Parcels({ inbound, outbound }: { inbound: PublicTracking | null; outbound: PublicTracking | null }) {
  return (
    <section className={styles.card} aria-labelledby="parcels-heading">
      <h2 id="parcels-heading" className={styles.cardTitle}>
        Shipping
      </h2>
      <dl className={styles.trackingList}>
        <div>
          <dt className={styles.trackingTerm}>Your head, on its way to us</dt>
          <dd className={styles.trackingValue}>
            <Parcel tracking={inbound} />
          </dd>
        </div>
        <div>
          <dt className={styles.trackingTerm}>Your strung head, on its way back</dt>
          <dd className={styles.trackingValue}>
            <Parcel tracking={outbound} />
          </dd>
        </div>
      </dl>
    </section>
  );
}

function Parcel({ tracking }: { tracking: PublicTracking | null }) {
  if (!tracking) return <span className={styles.muted}>No tracking number yet.</span>;
  return (
    <>
      <span>
        {tracking.carrier} <span className={styles.mono}>{tracking.trackingNumber}</span>
      </span>
      <a className={styles.link} href={tracking.url} target="_blank" rel="noopener noreferrer">
        Track with {tracking.carrier}
        <span className={visuallyHidden}> (opens in a new tab)</span>
      </a>
    </>
  );
}

function Timeline({ events, zone }: { events: OrderStatusData["events"]; zone: "local" | "UTC" }) {
  return (
    <section className={styles.card} aria-labelledby="timeline-heading">
      <h2 id="timeline-heading" className={styles.cardTitle}>
        History
      </h2>
      {events.length === 0 ? (
        <p className={styles.muted}>Nothing yet.</p>
      ) : (
        <ol className={styles.timeline}>
          {events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the public timeline carries no ids; its order is fixed.
            <li key={index} className={styles.event}>
              <span>{eventLabel(event)}</span>
              <time className={styles.eventTime} dateTime={String(event.at)}>
                {formatDateTime(event.at, zone)}
              </time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
