/**
 * @module "Your pocket" on the status page: the order's recipe in words and
 * "Order this pocket again", a real link to the order form filled with that
 * pocket (lib/order-again-link.ts: the pocket travels in the link, no
 * contact, address or token). The pocket in detail (`recipe.pocket`), when
 * any part of it is said, follows as core's lines (mesh, sidewall, top
 * string, shooters top to bottom, channel, whip) and travels in the link too.
 */
import { buttonClassName } from "@stringing/ui/components/button";
import { type PocketDetails, pocketLines } from "@stringing/core/orders/pocket-words";
import { orderAgainHref } from "../../../lib/order-again-link.ts";
import { type PocketRecipe, recipeLines } from "../recipe-words.ts";
import * as styles from "./order-status-view.css.ts";

export function YourPocket({ orderId, recipe }: { orderId: number; recipe: PocketRecipe }) {
  const lines = recipeLines(recipe);
  const details = detailLines(recipe.pocket);
  // Free text may hold anything a player wrote (a phone number, a dorm's address): shown here, never put in the link.
  const notes = typeof recipe.stringerNotes === "string" ? recipe.stringerNotes.trim() : "";
  if (lines.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="your-pocket-heading">
      <h2 id="your-pocket-heading" className={styles.cardTitle}>
        Your pocket
      </h2>
      <dl className={styles.recipe}>
        {lines.map((line) => (
          <div key={line.term} className={styles.recipeLine}>
            <dt className={styles.trackingTerm}>{line.term}</dt>
            <dd className={styles.recipeValue}>{line.value}</dd>
          </div>
        ))}
      </dl>
      {details.length > 0 ? (
        <div>
          <p className={styles.trackingTerm}>The pocket in detail</p>
          <dl className={styles.recipe}>
            {details.map((line) => (
              <div key={line.label} className={styles.recipeLine}>
                <dt className={styles.trackingTerm}>{line.label}</dt>
                <dd className={styles.recipeValue}>{line.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      {notes ? (
        <div>
          <p className={styles.trackingTerm}>Your notes to the stringer</p>
          <p className={styles.recipeNotes}>{notes}</p>
        </div>
      ) : null}
      <a className={`${buttonClassName("secondary", "md")} ${styles.againLink}`} href={orderAgainHref(orderId, recipe)}>
        Order this pocket again
      </a>
      <p className={styles.muted}>
        The order form opens with this pocket filled in: you add your contact details and address{notes ? ", and your notes if they still apply" : ""}.
      </p>
    </section>
  );
}

/** The recipe's pocket in detail as labelled lines; none when the API sent no pocket of that shape or nobody said any part. */
function detailLines(pocket: unknown): { label: string; value: string }[] {
  if (typeof pocket !== "object" || pocket === null || !Array.isArray((pocket as { shooters?: unknown }).shooters)) return [];
  return pocketLines(pocket as PocketDetails);
}
