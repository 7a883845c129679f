/**
 * @module The stock bar (docs/rules/inventory.md, The stock bar): how full the item is, by the core
 * fill formula, and its state label (Out of Stock, Low Stock, In Stock).
 * The colour is never the only cue: the label is always shown.
 */
import { STOCK_STATE_LABELS, stockBarFill, stockState } from "@stringing/core/inventory/stock-state";
import * as styles from "./stock-bar.css.ts";

export function StockBar({ quantity, threshold }: { quantity: number; threshold: number }) {
  const state = stockState({ quantity, threshold });
  const fill = Math.round(stockBarFill({ quantity, threshold }));
  const label = STOCK_STATE_LABELS[state];
  return (
    <div className={styles.wrapper}>
      {/* biome-ignore lint/a11y/useSemanticElements: a <meter>'s bar is styled only through vendor pseudo-elements and cannot take the state colours and width transition this bar has; the ARIA meter pattern gives the same accessible result. */}
      <div
        className={styles.track}
        role="meter"
        aria-label={`Stock level: ${label}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={fill}
        aria-valuetext={`${quantity} in stock, threshold ${threshold}`}
      >
        <span className={`${styles.fillBase} ${styles.fill[state]}`} style={{ width: `${fill}%` }} data-fill={fill} />
      </div>
      <span className={`${styles.labelBase} ${styles.label[state]}`}>{label}</span>
    </div>
  );
}
