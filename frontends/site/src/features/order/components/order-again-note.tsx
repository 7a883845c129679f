/** @module The note above a form filled by "Order this pocket again": where the pocket came from, what is left to add, and what could not be taken. */
import type { OrderAgainNote as Note } from "./use-order-again.ts";
import * as styles from "./order-form.css.ts";

export function OrderAgainNote({ note }: { note: Note }) {
  const from = note.fromOrder === null ? "your last order" : `order #${note.fromOrder}`;
  return (
    <div className={styles.note} role="status">
      <p className={styles.noteText}>Filled from {from} — check it and add your contact and address.</p>
      {note.problems.length > 0 ? (
        <ul className={styles.noteList}>
          {note.problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
