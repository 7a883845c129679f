/**
 * @module An order's details, shared by its dialog and its page: customer
 * (phone and e-mail one tap from a call or a mail), service and total,
 * payment, the stick details read from additionalRequests (the API's
 * `details`), the shipping info, the labels and the customer's status page;
 * the status update panel (docs/rules/admin.md, The order's page) and the payment panel; the
 * timeline with its note box. `children` go below the rest.
 */
import type { ReactNode } from "react";
import { positionLabel } from "@stringing/core/orders/order-form";
import { formatCents } from "@stringing/core/shared/money";
import { formatDateTime } from "@stringing/ui/date-time";
import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import type { Order } from "../order.ts";
import { LabelBadge } from "./label-badge.tsx";
import * as styles from "./order-details-dialog.css.ts";
import { OrderLabelsPanel } from "./order-labels-panel.tsx";
import { OrderStatusPanel } from "./order-status-panel.tsx";
import { OrderTimeline } from "./order-timeline.tsx";
import { PaymentBadge } from "./payment-badge.tsx";
import { PaymentPanel } from "./payment-panel.tsx";

function Rows({ rows }: { rows: [string, ReactNode][] }) {
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== "");
  if (shown.length === 0) return <p className={styles.sectionText}>Not provided</p>;
  return (
    <dl className={styles.dl}>
      {shown.map(([label, value]) => (
        <div key={label} className={styles.dlRow}>
          <dt className={styles.dt}>{label}</dt>
          <dd className={styles.dd}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.detailsSection}>
      <h3 className={styles.detailsHeading}>{title}</h3>
      {children}
    </section>
  );
}

const labelLink = (url: string | null, text: string) =>
  url ? (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {text}
    </a>
  ) : null;

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;

/** A call or a mail one tap away (the owner answers from a phone). */
function ContactLink({ href, children }: { href: string; children: string }) {
  return <a href={href}>{children}</a>;
}

/** The work ticket's address (`GET /api/orders/{id}/ticket.pdf`), opened by the browser's PDF viewer. */
export const ticketHref = (id: number): string => `/api/orders/${id}/ticket.pdf`;

export interface OrderDetailsProps {
  order: Order;
  onStatusUpdated?: () => void;
  children?: ReactNode;
}

export function OrderDetails({ order, onStatusUpdated, children }: OrderDetailsProps) {
  const d = order.details;
  const info = order.shippingInfo ?? {};
  const phone = d.phone ?? info.phone;
  return (
    <div className={styles.stack}>
      <div className={styles.detailsGrid}>
        <Section title="Order">
          <Rows
            rows={[
              ["Status", <StatusBadge key="status" status={order.status} />],
              ["Payment", <PaymentBadge key="payment" status={order.paymentStatus} />],
              ["Service", order.serviceName],
              ["Total", formatCents(order.servicePrice)],
              ["Amount paid", order.amountPaid === null ? undefined : formatCents(order.amountPaid)],
              ["Paid on", order.paidAt ? formatDateTime(order.paidAt) : undefined],
              [
                "Status page",
                <a key="status-page" href={order.statusUrl} target="_blank" rel="noopener noreferrer">
                  Customer's status page
                </a>,
              ],
              ["Customer", order.customerName],
              [
                "Email",
                order.customerEmail ? (
                  <ContactLink key="email" href={`mailto:${order.customerEmail}`}>
                    {order.customerEmail}
                  </ContactLink>
                ) : undefined,
              ],
              [
                "Phone",
                phone ? (
                  <ContactLink key="phone" href={telHref(phone)}>
                    {phone}
                  </ContactLink>
                ) : undefined,
              ],
              ["Preferred Contact", d.contactPreference ?? info.contactPreference],
            ]}
          />
        </Section>
        <Section title="Stick">
          <Rows
            rows={[
              ["Head Type", d.headType],
              ["Head Color", d.headColor],
              ["Position", d.position && positionLabel(d.position)],
              ["Pocket Preference", d.pocketPreference],
              ["Mesh Option", d.meshOption],
              ["String Option", d.stringOption],
              ["Stringer Notes", d.stringerNotes],
              ["How they heard about us", d.howHeardAboutUs],
              ["Email Opt-In", d.emailOptIn === undefined ? undefined : d.emailOptIn ? "Yes" : "No"],
            ]}
          />
        </Section>
        <Section title="Shipping">
          <Rows
            rows={[
              ["Address", info.address],
              ["City", info.city],
              ["State", info.state],
              ["ZIP", info.zip],
              ["Country", info.country ?? (info.address ? "United States" : undefined)],
              [
                "Phone",
                info.phone ? (
                  <ContactLink key="phone" href={telHref(info.phone)}>
                    {info.phone}
                  </ContactLink>
                ) : undefined,
              ],
            ]}
          />
        </Section>
        <Section title="Labels">
          <Rows
            rows={[
              ["Labels", <LabelBadge key="labels" order={order} />],
              ["Tracking #", order.trackingNumber],
              ["Shipping label", labelLink(order.shippingLabelUrl, "View Label")],
              ["Return tracking #", order.returnTrackingNumber],
              ["Return label", labelLink(order.returnLabelUrl, "View Return Label")],
              ["Outbound tracking #", order.outboundTrackingNumber],
              ["Outbound label", labelLink(order.outboundLabelUrl, "View Outbound Label")],
            ]}
          />
        </Section>
      </div>
      {order.additionalRequests && Object.values(d).every((v) => v === undefined) ? (
        <Section title="Additional requests">
          <p className={styles.dd}>{order.additionalRequests}</p>
        </Section>
      ) : null}
      <div className={styles.panels}>
        <OrderStatusPanel order={order} onUpdated={onStatusUpdated ?? (() => {})} />
        <PaymentPanel key={order.id} order={order} />
      </div>
      <OrderLabelsPanel orderId={order.id} />
      <OrderTimeline orderId={order.id} />
      {children}
    </div>
  );
}
