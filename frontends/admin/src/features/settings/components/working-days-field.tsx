/** @module The workshop's working days: seven checkboxes, Monday to Sunday, held as ISO weekday numbers (1 Monday … 7 Sunday). */
import { Checkbox, CheckboxGroup, FieldError, Label, Text } from "react-aria-components";
import * as styles from "./workshop-settings.css.ts";

const WEEKDAYS = [
  [1, "Mon"],
  [2, "Tue"],
  [3, "Wed"],
  [4, "Thu"],
  [5, "Fri"],
  [6, "Sat"],
  [7, "Sun"],
] as const;

export interface WorkingDaysFieldProps {
  value: readonly number[];
  onChange: (value: number[]) => void;
  errorMessage?: string | undefined;
}

export function WorkingDaysField({ value, onChange, errorMessage }: WorkingDaysFieldProps) {
  return (
    <CheckboxGroup
      className={styles.group}
      data-field="workingDays"
      value={value.map(String)}
      onChange={(days) => onChange(days.map(Number).sort((a, b) => a - b))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <Label className={styles.groupLabel}>Working days</Label>
      <div className={styles.weekdays}>
        {WEEKDAYS.map(([day, name]) => (
          <Checkbox key={day} value={String(day)} className={styles.checkbox}>
            {({ isSelected }) => (
              <>
                <span className={styles.checkboxBox} aria-hidden="true">
                  {isSelected ? "✓" : null}
                </span>
                {name}
              </>
            )}
          </Checkbox>
        ))}
      </div>
      <Text slot="description" className={styles.hint}>
        The days heads are strung; promises fall only on these.
      </Text>
      <FieldError className={styles.error}>
        <span role="alert">{errorMessage}</span>
      </FieldError>
    </CheckboxGroup>
  );
}
