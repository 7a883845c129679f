/**
 * @module A labelled multi-line text field with its error under it (the
 * shared TextField is single-line only).
 */
import { FieldError, Label, Text, TextArea, TextField } from "react-aria-components";
import * as styles from "./marketing.css.ts";

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  description?: string;
  placeholder?: string;
  rows?: number;
  isRequired?: boolean;
}

export function TextAreaField({ label, value, onChange, errorMessage, description, placeholder, rows = 6, isRequired }: TextAreaFieldProps) {
  return (
    <TextField
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      isRequired={isRequired}
      validationBehavior="aria"
      className={styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <TextArea className={styles.textArea} rows={rows} placeholder={placeholder} />
      {description ? (
        <Text slot="description" className={styles.hint}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        <span role="alert">{errorMessage}</span>
      </FieldError>
    </TextField>
  );
}
