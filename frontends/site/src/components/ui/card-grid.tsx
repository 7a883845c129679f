/** @module A list of cards in 1, 2 or 3 columns by their count (docs/rules/public-site.md, Services and Featured Work); one column on phones. */
import type { ReactNode } from "react";
import { columnsFor } from "../../lib/grid-columns.ts";
import * as styles from "./card-grid.css.ts";

export function CardGrid({ count, label, children }: { count: number; label?: string; children: ReactNode }) {
  const columns = columnsFor(count);
  return (
    <ul className={`${styles.grid} ${styles.columns[columns]}`} data-columns={columns} aria-label={label} style={{ listStyle: "none", padding: 0 }}>
      {children}
    </ul>
  );
}
