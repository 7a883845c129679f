/** @module The Customer Details profile card: initials, name, position, customer since, total orders, last order (or Never). */
import { positionLabel } from "@stringing/core/orders/order-form";
import { formatDisplayDate } from "@stringing/core/shared/dates";
import type { Customer } from "../customer.ts";
import { initials } from "../customer-form.ts";
import * as styles from "./customers.css.ts";

export const lastOrderText = (customer: Pick<Customer, "lastOrderDate">) => (customer.lastOrderDate ? formatDisplayDate(customer.lastOrderDate) : "Never");

export function ProfileCard({ customer }: { customer: Customer }) {
  return (
    <section className={styles.profile} aria-label="Profile">
      <span className={styles.avatar} aria-hidden="true">
        {initials(customer.name)}
      </span>
      <div>
        <p className={styles.profileName}>{customer.name}</p>
        <span className={styles.muted}>{customer.position ? positionLabel(customer.position) : "No position"}</span>
      </div>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Customer since</dt>
          <dd className={styles.factValue}>{formatDisplayDate(customer.createdAt)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Total orders</dt>
          <dd className={styles.factValue}>{customer.totalOrders}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Last order</dt>
          <dd className={styles.factValue}>{lastOrderText(customer)}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Email</dt>
          <dd className={styles.factValue}>{customer.email || "-"}</dd>
        </div>
      </dl>
    </section>
  );
}
