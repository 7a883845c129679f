/**
 * @module The workshop's closed dates (holidays, days off): a date to add,
 * and the list with a remove button on each. Kept sorted and without
 * repeats, as the API keeps them. Enter in the date adds it rather than
 * saving the whole form.
 */
import { useState } from "react";
import { isCalendarDate } from "@stringing/core/workshop/workshop-calendar";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { shortDayLabel } from "../workshop-preview.ts";
import * as styles from "./workshop-settings.css.ts";

export const closedDateLabel = (date: string): string => (isCalendarDate(date) ? `${shortDayLabel(date)}, ${date.slice(0, 4)}` : date);

/** Why a typed date cannot be added, or null when it can. */
export function closedDateProblem(draft: string, closed: readonly string[]): string | null {
  if (!draft.trim()) return "Choose a date to add";
  if (!isCalendarDate(draft.trim())) return "Enter a real date, YYYY-MM-DD";
  if (closed.includes(draft.trim())) return `${closedDateLabel(draft.trim())} is already closed`;
  return null;
}

export interface ClosedDatesFieldProps {
  value: readonly string[];
  onChange: (value: string[]) => void;
  errorMessage?: string | undefined;
}

export function ClosedDatesField({ value, onChange, errorMessage }: ClosedDatesFieldProps) {
  const [draft, setDraft] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const add = () => {
    const found = closedDateProblem(draft, value);
    setProblem(found);
    if (found) return;
    onChange([...value, draft.trim()].sort());
    setDraft("");
  };
  return (
    <fieldset className={styles.group} data-field="closedDates">
      <legend className={styles.groupLabel}>Closed dates</legend>
      <div className={styles.addRow}>
        <TextField
          className={styles.addField}
          label="Date to close"
          type="date"
          value={draft}
          onChange={(text) => {
            setDraft(text);
            setProblem(null);
          }}
          onKeyDown={(event) => {
            if (event.key !== "Enter") return;
            event.preventDefault();
            add();
          }}
          description="Holidays and days off: no promise falls on them."
          errorMessage={problem ?? errorMessage}
        />
        <Button variant="secondary" className={styles.addButton} onPress={add}>
          Add closed date
        </Button>
      </div>
      {value.length === 0 ? (
        <p className={styles.hint}>No closed dates.</p>
      ) : (
        <ul className={styles.dateList} aria-label="Closed dates">
          {value.map((date) => (
            <li key={date} className={styles.dateItem}>
              <span>{closedDateLabel(date)}</span>
              <Button variant="ghost" size="sm" aria-label={`Remove ${closedDateLabel(date)}`} onPress={() => onChange(value.filter((d) => d !== date))}>
                Remove
              </Button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
