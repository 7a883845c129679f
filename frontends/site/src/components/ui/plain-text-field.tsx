/**
 * @module A labelled text input (or, `multiline`, a text box) with an
 * optional description and an error shown under it, linked to the field
 * and announced when it appears: the look and the accessible names of the
 * shared TextField, as plain elements. The public page's newsletter and
 * contact forms use it so that no react-aria code runs before any
 * interaction (decision record 0024); the order form, loaded later, keeps
 * react-aria's fields.
 */
import { useId, useState } from "react";
import * as styles from "@stringing/ui/components/text-field.css";

export interface PlainTextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  description?: string;
  /** Shown under the field; the field is invalid while it is set. */
  errorMessage?: string | undefined;
  placeholder?: string;
  type?: "text" | "email" | "tel";
  name?: string;
  autoComplete?: string;
  isRequired?: boolean;
  isDisabled?: boolean;
  className?: string;
  /** A text box of this many rows instead of a one-line input. */
  multiline?: { rows: number };
}

const flag = (on: boolean) => (on ? true : undefined);

export function PlainTextField({
  label,
  value,
  onChange,
  description,
  errorMessage,
  placeholder,
  type = "text",
  name,
  autoComplete,
  isRequired = false,
  isDisabled = false,
  className,
  multiline,
}: PlainTextFieldProps) {
  const id = useId();
  const [focused, setFocused] = useState(false);
  const invalid = Boolean(errorMessage);
  const descriptionId = description ? `${id}-description` : undefined;
  const errorId = invalid ? `${id}-error` : undefined;
  const describedBy = [errorId, descriptionId].filter(Boolean).join(" ") || undefined;
  const shared = {
    id,
    name,
    value,
    placeholder,
    disabled: isDisabled,
    "aria-required": flag(isRequired),
    "aria-invalid": flag(invalid),
    "aria-describedby": describedBy,
    "data-invalid": flag(invalid),
    "data-disabled": flag(isDisabled),
    "data-focused": flag(focused),
    onFocus: () => setFocused(true),
    onBlur: () => setFocused(false),
  };
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field} data-invalid={flag(invalid)} data-disabled={flag(isDisabled)}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea {...shared} className={styles.textArea} rows={multiline.rows} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} className={styles.input} type={type} autoComplete={autoComplete} onChange={(event) => onChange(event.target.value)} />
      )}
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {invalid ? (
        <div id={errorId} className={styles.error}>
          <span role="alert">{errorMessage}</span>
        </div>
      ) : null}
    </div>
  );
}
