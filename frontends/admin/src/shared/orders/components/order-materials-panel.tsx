/**
 * @module What an order took off the shelf when it started
 * (docs/rules/inventory.md, Materials off the shelf): "Materials used: 1 ×
 * Hero 3.0 mesh, 2 × shooter string", what the shelf could not give said in
 * red and in words ("short 1"), and until it starts, that nothing is taken
 * yet. A cancellation put everything back, so it has none either.
 */
import type { Order } from "../order.ts";
import * as styles from "./order-details-dialog.css.ts";
import * as promiseStyles from "./order-promise-panel.css.ts";

type Material = NonNullable<Order["materials"]>[number];

export const NOTHING_TAKEN = "Nothing taken yet: materials come off the shelf when the order starts.";

function Used({ material }: { material: Material }) {
  return (
    <>
      {material.quantity} × {material.name}
      {material.short > 0 ? <span className={promiseStyles.overdue}> (short {material.short})</span> : null}
    </>
  );
}

export function OrderMaterialsPanel({ order }: { order: Pick<Order, "id" | "materials"> }) {
  const materials = order.materials ?? [];
  const headingId = `materials-panel-${order.id}`;
  return (
    <section className={`${styles.panel} ${promiseStyles.spaced}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        Materials used
      </h2>
      {materials.length === 0 ? (
        <p className={styles.sectionText}>{NOTHING_TAKEN}</p>
      ) : (
        <p className={styles.dd}>
          {materials.map((material, index) => (
            <span key={material.itemId}>
              {index > 0 ? ", " : null}
              <Used material={material} />
            </span>
          ))}
        </p>
      )}
    </section>
  );
}
