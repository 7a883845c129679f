/**
 * @module The fields the inventory dialogs share: the category picker and a
 * whole-number field (quantities, thresholds, adjustments).
 */
import { SelectField, type SelectFieldProps } from "@stringing/ui/components/select-field";
import { TextField, type TextFieldProps } from "@stringing/ui/components/text-field";
import { CATEGORY_OPTIONS } from "../inventory-item-form.ts";

export function CategoryField(props: Pick<SelectFieldProps, "value" | "onChange" | "errorMessage" | "isDisabled">) {
  return <SelectField label="Category" name="category" options={CATEGORY_OPTIONS} placeholder="Select a category" {...props} />;
}

export function WholeNumberField(props: Omit<TextFieldProps, "type" | "inputMode">) {
  return <TextField type="number" inputMode="numeric" {...props} />;
}
