/** @module A labelled multi-line text input (customer notes). */
import { Label, TextArea, TextField } from "react-aria-components";
import * as styles from "./customers.css.ts";

export function NotesField({ label, value, onChange, isDisabled }: { label: string; value: string; onChange: (value: string) => void; isDisabled?: boolean }) {
  return (
    <TextField value={value} onChange={onChange} isDisabled={isDisabled} className={styles.textareaField} name="notes">
      <Label className={styles.textareaLabel}>{label}</Label>
      <TextArea className={styles.textarea} />
    </TextField>
  );
}
