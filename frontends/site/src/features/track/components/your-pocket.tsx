/**
 * @module "Your pocket" on the status page: the order's recipe in words and
 * "Order this pocket again", a real link to the order form filled with that
 * pocket (lib/order-again-link.ts: the pocket travels in the link, no
 * contact, address or token).
 */
import { buttonClassName } from "@stringing/ui/components/button";
import { orderAgainHref } from "../../../lib/order-again-link.ts";
import { type PocketRecipe, recipeLines } from "../recipe-words.ts";
import * as styles from "./order-status-view.css.ts";

export function YourPocket({ orderId, recipe }: { orderId: number; recipe: PocketRecipe }) {
  const lines = recipeLines(recipe);
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
