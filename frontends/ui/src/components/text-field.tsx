/**
 * @module A labelled text input with an optional description and an error
 * message shown under it, linked to the input and announced when it appears.
 */
import { FieldError, Input, Label, Text, TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import * as styles from "./text-field.css.ts";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "className" | "isInvalid" | "validationBehavior"> {
  label: string;
  description?: string;
  /** Shown under the field; the field is invalid while it is set. */
  errorMessage?: string | undefined;
  placeholder?: string;
  /** For `type="number"`: the browser's step and minimum. */
  step?: string;
  min?: string;
  className?: string;
}

export function TextField({ label, description, errorMessage, placeholder, step, min, className, ...props }: TextFieldProps) {
  return (
    <AriaTextField {...props} validationBehavior="aria" isInvalid={Boolean(errorMessage)} className={className ? `${styles.field} ${className}` : styles.field}>
      <Label className={styles.label}>{label}</Label>
      <Input className={styles.input} placeholder={placeholder} {...(step ? { step } : {})} {...(min ? { min } : {})} />
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        <span role="alert">{errorMessage}</span>
      </FieldError>
    </AriaTextField>
  );
}
