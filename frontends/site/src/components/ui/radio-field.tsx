/** @module A labelled group of radio buttons (react-aria RadioGroup): arrow keys move the choice. */
import { FieldError, Label, Radio, RadioGroup } from "react-aria-components";
import type { SelectOption } from "@stringing/ui/components/select-field";
import * as styles from "./form-field.css.ts";

export interface RadioFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  name?: string;
}

export function RadioField({ label, options, value, onChange, errorMessage, isRequired, name }: RadioFieldProps) {
  return (
    <RadioGroup
      className={`${styles.field} ${styles.radioGroup}`}
      value={value === "" ? null : value}
      onChange={onChange}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      {...(isRequired ? { isRequired } : {})}
      {...(name ? { name } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      <div className={styles.radios}>
        {options.map((option) => (
          <Radio key={option.value} value={option.value} className={styles.radio}>
            {option.label}
          </Radio>
        ))}
      </div>
      <FieldError className={styles.error}>
        <span role="alert">{errorMessage}</span>
      </FieldError>
    </RadioGroup>
  );
}
