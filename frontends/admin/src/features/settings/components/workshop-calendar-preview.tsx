/**
 * @module Beside the Workshop form: the next two weeks as the form stands
 * (saved or not), each day working or closed, with the load already
 * promised for it; each state is written out, the colour only repeats it.
 */
import { useId } from "react";
import type { BoardDay } from "@stringing/core/workshop/workshop-board";
import type { WorkshopSettings } from "@stringing/core/workshop/workshop-settings";
import { previewDays, promiseRuleText, todayIn } from "../workshop-preview.ts";
import * as styles from "./workshop-settings.css.ts";

export interface WorkshopCalendarPreviewProps {
  calendar: Pick<WorkshopSettings, "timezone" | "workingDays" | "closedDates" | "turnaroundDays">;
  board: readonly BoardDay[];
  boardNote?: string | undefined;
  now?: Date;
}

export function WorkshopCalendarPreview({ calendar, board, boardNote, now }: WorkshopCalendarPreviewProps) {
  const headingId = useId();
  const days = previewDays(todayIn(calendar.timezone, now), calendar, board);
  return (
    <section className={styles.preview} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.previewTitle}>
        The next two weeks
      </h3>
      <p className={styles.hint}>{promiseRuleText(calendar.turnaroundDays)}</p>
      <p className={styles.hint}>Shows the form as it is now, before saving; the load counts open orders already promised.</p>
      {boardNote ? <p className={styles.hint}>{boardNote}</p> : null}
      <ol className={styles.days} aria-label="Next 14 days">
        {days.map((day) => (
          <li key={day.date} className={styles.day[day.full ? "full" : day.state]}>
            <span className={styles.dayName}>{day.label}</span>
            <span className={styles.dayState}>
              {day.stateText}
              {day.loadText ? ` · ${day.loadText}` : ""}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
