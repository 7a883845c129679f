/**
 * @module `SelectField`: a labelled drop-down (react-aria Select + ListBox)
 * with an optional description and an error shown under it (the field is
 * invalid while `errorMessage` is set).
 *
 *   <SelectField label="Category" value={category} onChange={setCategory}
 *     options={[{ value: "mesh", label: "Mesh" }, …]} placeholder="Select a category"
 *     errorMessage={errors.category} />
 *
 * `value` is the selected option's value, or "" / null for none.
 */
import { Button, FieldError, Label, ListBox, ListBoxItem, Popover, Select, SelectValue, Text } from "react-aria-components";
import { SvgIcon } from "./icons/svg-icon.tsx";
import * as styles from "./select-field.css.ts";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

export function SelectField({
  label,
  options,
  value,
  onChange,
  placeholder = "Select…",
  description,
  errorMessage,
  isDisabled,
  isRequired,
  name,
  className,
}: SelectFieldProps) {
  return (
    <Select
      value={value === "" ? null : value}
      onChange={(key) => {
        if (key !== null) onChange(String(key));
      }}
      placeholder={placeholder}
      isDisabled={isDisabled}
      isRequired={isRequired}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      name={name}
      className={className ? `${styles.field} ${className}` : styles.field}
    >
      <Label className={styles.label}>{label}</Label>
      <Button className={styles.trigger}>
        <SelectValue className={styles.value} />
        <SvgIcon size={16} className={styles.chevron}>
          <path d="m6 9 6 6 6-6" />
        </SvgIcon>
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
        <ListBox className={styles.listBox}>
          {options.map((o) => (
            <ListBoxItem key={o.value} id={o.value} textValue={o.label} className={styles.option}>
              {o.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
