/**
 * @module "To reorder" (GET /api/materials/needs): every item at or below its
 * low-stock threshold or needed by pending orders not yet started, biggest
 * shortfall first; how many are left against the threshold, what the open
 * orders still need, and out of stock or short said in words.
 */
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { FETCH_MATERIALS_NEEDS_ERROR, type MaterialsNeeds, useMaterialsNeeds } from "../api/materials-needs.ts";
import { failureText } from "../failure-text.ts";
import * as styles from "./inventory.css.ts";
import * as materialStyles from "./materials.css.ts";

type Need = MaterialsNeeds[number];

function NeedLine({ need }: { need: Need }) {
  if (need.needed === 0) return null;
  const short = need.needed - need.quantity;
  return (
    <>
      <br />
      <span className={short > 0 ? materialStyles.short : styles.muted}>
        Needs {need.needed} for open orders{short > 0 ? `: short by ${short}` : ""}
      </span>
    </>
  );
}

export function ToReorderList() {
  const needs = useMaterialsNeeds();
  return (
    <section className={styles.card} aria-labelledby="to-reorder-heading">
      <h3 id="to-reorder-heading" className={styles.sectionTitle}>
        To reorder
      </h3>
      {needs.isPending ? (
        <Spinner label="Loading items to reorder" />
      ) : needs.isError ? (
        <div role="alert">
          <p className={styles.errorText}>{failureText(needs.error, FETCH_MATERIALS_NEEDS_ERROR)}</p>
          <Button variant="secondary" size="sm" onPress={() => void needs.refetch()}>
            Retry
          </Button>
        </div>
      ) : needs.data.length === 0 ? (
        <p className={styles.muted}>Nothing to reorder: every item is above its threshold and no open order needs more.</p>
      ) : (
        <ul className={styles.lowList} aria-label="Items to reorder">
          {needs.data.map((need) => (
            <li key={need.itemId} className={styles.lowListItem}>
              <span>
                <strong>{need.name}</strong>
                <br />
                <span className={need.quantity === 0 ? materialStyles.short : styles.muted}>
                  {need.quantity === 0 ? "Out of stock" : `${need.quantity} left`} (threshold {need.threshold})
                </span>
                <NeedLine need={need} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
