/** @module A labelled multi-line text box (react-aria TextField + TextArea) with an announced error, for both remotes. */
import { FieldError, Label, Text, TextArea, TextField } from "react-aria-components";
import * as styles from "./text-field.css.ts";

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  description?: string;
  placeholder?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  rows?: number;
}

export function TextAreaField({ label, value, onChange, errorMessage, description, placeholder, isRequired, isDisabled, name, rows = 4 }: TextAreaFieldProps) {
  return (
    <TextField
      className={styles.field}
      value={value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      {...(isRequired ? { isRequired } : {})}
      {...(isDisabled ? { isDisabled } : {})}
      {...(name ? { name } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      <TextArea className={styles.textArea} rows={rows} {...(placeholder ? { placeholder } : {})} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        <span role="alert">{errorMessage}</span>
      </FieldError>
    </TextField>
  );
}
