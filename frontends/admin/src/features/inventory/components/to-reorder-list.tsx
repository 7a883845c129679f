/**
 * @module "To reorder": every item at or below its low-stock threshold
 * (GET /api/inventory/low, lowest first), how many are left against the
 * threshold, and out of stock said in words. What the open orders still need
 * of each is not answered by the API yet, so it is not guessed here.
 */
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { FETCH_LOW_STOCK_ERROR, useLowStock } from "../api/get-low-stock.ts";
import { failureText } from "../failure-text.ts";
import * as styles from "./inventory.css.ts";
import * as materialStyles from "./materials.css.ts";

export function ToReorderList() {
  const low = useLowStock();
  return (
    <section className={styles.card} aria-labelledby="to-reorder-heading">
      <h3 id="to-reorder-heading" className={styles.sectionTitle}>
        To reorder
      </h3>
      {low.isPending ? (
        <Spinner label="Loading items to reorder" />
      ) : low.isError ? (
        <div role="alert">
          <p className={styles.errorText}>{failureText(low.error, FETCH_LOW_STOCK_ERROR)}</p>
          <Button variant="secondary" size="sm" onPress={() => void low.refetch()}>
            Retry
          </Button>
        </div>
      ) : low.data.length === 0 ? (
        <p className={styles.muted}>Nothing to reorder: every item is above its threshold.</p>
      ) : (
        <ul className={styles.lowList} aria-label="Items to reorder">
          {low.data.map((item) => (
            <li key={item.id} className={styles.lowListItem}>
              <span>
                <strong>{item.name}</strong>
                <br />
                <span className={item.quantity === 0 ? materialStyles.short : styles.muted}>
                  {item.quantity === 0 ? "Out of stock" : `${item.quantity} left`} (threshold {item.threshold})
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
