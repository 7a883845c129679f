/**
 * @module A rule's quantity in its row: named for the rule it belongs to
 * (the row's sentence is its visible label, so a list of them does not read
 * "Quantity, Quantity…"), the message under it.
 */
import { FieldError, Input, TextField } from "react-aria-components";
import * as fieldStyles from "@stringing/ui/components/text-field.css";

export interface RuleQuantityFieldProps {
  name: string;
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
}

export function RuleQuantityField({ name, value, onChange, errorMessage }: RuleQuantityFieldProps) {
  return (
    <TextField
      aria-label={name}
      value={value}
      onChange={onChange}
      type="number"
      inputMode="numeric"
      validationBehavior="aria"
      isInvalid={Boolean(errorMessage)}
      className={fieldStyles.field}
    >
      <Input className={fieldStyles.input} min="1" />
      <FieldError className={fieldStyles.error}>
        <span role="alert">{errorMessage}</span>
      </FieldError>
    </TextField>
  );
}
