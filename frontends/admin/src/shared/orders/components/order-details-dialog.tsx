/**
 * @module An order's details, the one dialog of the Orders and Customers
 * screens: customer, service and total, the stick details read from
 * additionalRequests (the API's `details`), the shipping info and the
 * labels. `children` go below them (the Customers screen's status update
 * panel, admin spec §4); `footer` is the buttons row.
 */
import type { ReactNode } from "react";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { formatCents } from "@stringing/core/shared/money";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { StatusBadge } from "../../../components/ui/status-badge.tsx";
import type { Order } from "../order.ts";
import { LabelBadge } from "./label-badge.tsx";
import * as styles from "./order-details-dialog.css.ts";

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

export interface OrderDetailsDialogProps {
  order: Order;
  onClose: () => void;
  children?: ReactNode;
  footer?: ReactNode;
}

export function OrderDetailsDialog({ order, onClose, children, footer }: OrderDetailsDialogProps) {
  const d = order.details;
  const info = order.shippingInfo ?? {};
  return (
    <ModalDialog title={`Order #${order.id}`} description={`Placed ${formatDisplayDate(order.createdAt)}`} size="lg" onClose={onClose} footer={footer}>
      <div className={styles.stack}>
        <div className={styles.detailsGrid}>
          <Section title="Order">
            <Rows
              rows={[
                ["Status", <StatusBadge key="status" status={order.status} />],
                ["Service", order.serviceName],
                ["Total", formatCents(order.servicePrice)],
                ["Customer", order.customerName],
                ["Email", order.customerEmail],
                ["Phone", d.phone ?? info.phone],
                ["Preferred Contact", d.contactPreference ?? info.contactPreference],
              ]}
            />
          </Section>
          <Section title="Stick">
            <Rows
              rows={[
                ["Head Type", d.headType],
                ["Head Color", d.headColor],
                ["Position", d.position],
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
                ["Phone", info.phone],
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
        {children}
      </div>
    </ModalDialog>
  );
}
