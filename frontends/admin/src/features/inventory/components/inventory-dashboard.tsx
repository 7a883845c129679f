/** @module The Dashboard tab: totals, low-stock share, out of stock, and a short low-stock list. */
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { failureText } from "../failure-text.ts";
import { useInventorySummary } from "../api/get-inventory-summary.ts";
import { FETCH_LOW_STOCK_ERROR, useLowStock } from "../api/get-low-stock.ts";
import { FETCH_INVENTORY_ERROR } from "../api/get-inventory.ts";
import { categoryLabel } from "../inventory-filters.ts";
import { StockBar } from "./stock-bar.tsx";
import * as styles from "./inventory.css.ts";

const SHORT_LIST = 5;

export function InventoryDashboard({ onShowList }: { onShowList: () => void }) {
  const summary = useInventorySummary();
  const low = useLowStock();
  return (
    <div className={styles.page}>
      {summary.isPending ? (
        <Spinner label="Loading inventory summary" />
      ) : summary.isError ? (
        <div className={styles.state} role="alert">
          <p className={styles.errorText}>{failureText(summary.error, FETCH_INVENTORY_ERROR)}</p>
          <Button variant="secondary" onPress={() => void summary.refetch()}>
            Retry
          </Button>
        </div>
      ) : (
        <section className={styles.cards} aria-label="Inventory summary">
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Total Items</h3>
            <p className={styles.cardValue}>{summary.data.total}</p>
            <p className={styles.cardHint}>Items in inventory</p>
          </div>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Low Stock Items</h3>
            <p className={styles.cardValue}>{summary.data.low}</p>
            <p className={styles.cardHint}>At or below their threshold</p>
          </div>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Low Stock Percentage</h3>
            <p className={styles.cardValue}>{summary.data.lowPercentage}%</p>
            <p className={styles.cardHint}>Of all items</p>
          </div>
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>Out of Stock</h3>
            <p className={styles.cardValue}>{summary.data.out}</p>
            <p className={styles.cardHint}>Items with quantity 0</p>
          </div>
        </section>
      )}

      <section className={styles.card} aria-labelledby="low-stock-heading">
        <div className={styles.headerRow}>
          <h3 id="low-stock-heading" className={styles.sectionTitle}>
            Low Stock
          </h3>
          <Button variant="secondary" size="sm" onPress={onShowList}>
            View Inventory List
          </Button>
        </div>
        {low.isPending ? (
          <Spinner label="Loading low stock items" />
        ) : low.isError ? (
          <div role="alert">
            <p className={styles.errorText}>{failureText(low.error, FETCH_LOW_STOCK_ERROR)}</p>
            <Button variant="secondary" size="sm" onPress={() => void low.refetch()}>
              Retry
            </Button>
          </div>
        ) : low.data.length === 0 ? (
          <p className={styles.muted}>All items are above their thresholds.</p>
        ) : (
          <ul className={styles.lowList}>
            {low.data.slice(0, SHORT_LIST).map((item) => (
              <li key={item.id} className={styles.lowListItem}>
                <span>
                  <strong>{item.name}</strong> <span className={styles.muted}>· {categoryLabel(item.category)}</span>
                  <br />
                  <span className={styles.muted}>
                    {item.quantity} left (threshold {item.threshold})
                  </span>
                </span>
                <StockBar quantity={item.quantity} threshold={item.threshold} />
              </li>
            ))}
            {low.data.length > SHORT_LIST ? <li className={styles.muted}>and {low.data.length - SHORT_LIST} more</li> : null}
          </ul>
        )}
      </section>
    </div>
  );
}
