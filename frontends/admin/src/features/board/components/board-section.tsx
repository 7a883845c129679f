/** @module One list of the board ("Overdue", "Due today", …): a heading with its count, the orders, or what it says when it is empty. */
import { useId } from "react";
import type { BoardOrder } from "../../../shared/orders/api/get-workshop-board.ts";
import { BoardOrderRow, type BoardRowKind } from "./board-order-row.tsx";
import * as styles from "./board.css.ts";

export function BoardSection({
  title,
  kind,
  orders,
  emptyText,
  today,
  onShip,
  onActed,
}: {
  title: string;
  kind: BoardRowKind;
  orders: readonly BoardOrder[];
  emptyText: string;
  today: string;
  onShip: (order: BoardOrder) => void;
  onActed: (id: number) => void;
}) {
  const headingId = useId();
  const alarming = kind === "overdue" && orders.length > 0;
  return (
    <section aria-labelledby={headingId} className={styles.section[kind]}>
      <div className={styles.sectionHeader}>
        <h3 id={headingId} className={styles.sectionTitle}>
          {title}
        </h3>
        <span className={alarming ? `${styles.count} ${styles.countAlert}` : styles.count}>
          {orders.length}
          <span className={styles.visuallyHidden}> {orders.length === 1 ? "order" : "orders"}</span>
        </span>
      </div>
      {orders.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list}>
          {orders.map((order) => (
            <BoardOrderRow key={order.id} order={order} kind={kind} today={today} onShip={onShip} onActed={onActed} />
          ))}
        </ul>
      )}
    </section>
  );
}
