/**
 * @module A labelled number input that keeps its text as typed (so "12.5"
 * or a half-typed value is not rewritten), with the browser's step and min.
 */
import { FieldError, Input, Label, Text, TextField } from "react-aria-components";
import * as styles from "./settings.css.ts";

export interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  step: string;
  errorMessage?: string | undefined;
  description?: string;
  placeholder?: string;
  isRequired?: boolean | undefined;
}

export function NumberTextField({ label, value, onChange, step, errorMessage, description, placeholder, isRequired }: NumberFieldProps) {
  return (
    <TextField value={value} onChange={onChange} isInvalid={Boolean(errorMessage)} isRequired={isRequired} validationBehavior="aria" className={styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} type="number" step={step} min="0" inputMode={step === "1" ? "numeric" : "decimal"} placeholder={placeholder} />
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
