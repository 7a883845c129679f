/**
 * @module The next 10 working days' load: per day, the open orders promised
 * for it against the daily capacity, as a bar and in words ("5 of 8 · 3
 * free", "11 of 8 · Over by 3"), so a day over capacity reads as such
 * without its colour.
 */
import { useId } from "react";
import type { BoardDay } from "../../../shared/orders/api/get-workshop-board.ts";
import { formatBoardDate } from "../board-dates.ts";
import { dayLoad } from "../day-load.ts";
import * as styles from "./board.css.ts";

export function DayLoadList({ days, today }: { days: readonly BoardDay[]; today: string }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section.workshop}>
      <h3 id={headingId} className={styles.sectionTitle}>
        Next {days.length} working days
      </h3>
      {days.length === 0 ? (
        <p className={styles.empty}>No working days ahead: check the workshop settings.</p>
      ) : (
        <ul className={styles.days}>
          {days.map((day) => {
            const load = dayLoad(day);
            const name = day.date === today ? `Today, ${formatBoardDate(day.date)}` : formatBoardDate(day.date);
            return (
              <li key={day.date} className={styles.day}>
                <div className={styles.dayLine}>
                  <span className={styles.dayName}>{name}</span>
                  <span className={load.over > 0 ? styles.dayOver : styles.dayStatus}>
                    {load.count} · {load.status}
                  </span>
                </div>
                {/* biome-ignore lint/a11y/useSemanticElements: a <meter>'s bar is styled only through vendor pseudo-elements and loses the fill and the over-capacity stripes; the ARIA meter pattern gives the same accessible result (as the dashboard's label progress). */}
                <div
                  className={styles.track}
                  role="meter"
                  aria-label={`Load on ${name}`}
                  aria-valuemin={0}
                  aria-valuemax={day.capacity}
                  aria-valuenow={Math.min(day.promised, day.capacity)}
                  aria-valuetext={load.spoken}
                >
                  <div className={load.over > 0 ? `${styles.fill} ${styles.fillOver}` : styles.fill} style={{ width: `${load.percent}%` }} />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
