/**
 * @module A labelled single-choice list (react-aria Select): keyboard
 * operable, the label tied to the trigger, the error linked and announced.
 */
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text, type Key } from "react-aria-components";
import * as styles from "./form-field.css.ts";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  errorMessage?: string | undefined;
  description?: string;
  placeholder?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
}

export function SelectField({ label, options, value, onChange, errorMessage, description, placeholder, isDisabled, isRequired, name }: SelectFieldProps) {
  return (
    <Select
      className={styles.field}
      value={value === "" ? null : value}
      onChange={(key: Key | null) => onChange(key == null ? "" : String(key))}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      placeholder={placeholder ?? "Select an option"}
      {...(isDisabled ? { isDisabled } : {})}
      {...(isRequired ? { isRequired } : {})}
      {...(name ? { name } : {})}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue className={styles.selectValue} />
        <span aria-hidden="true">▾</span>
      </Button>
      {description ? (
        <Text slot="description" className={styles.description}>
          {description}
        </Text>
      ) : null}
      <FieldError className={styles.error}>
        <span role="alert">{errorMessage}</span>
      </FieldError>
      <Popover className={styles.popover}>
        <ListBox className={styles.listBox} items={options.map((option) => ({ id: option.value, ...option }))}>
          {(option) => (
            <ListBoxItem className={styles.option} id={option.value} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
