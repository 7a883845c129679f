/**
 * @module Our text, text-area and drop-down fields bound to a
 * react-hook-form field by its name (schema-form.ts): the value, its
 * changes and the message under it come from the form.
 *
 *   const { control } = useSchemaForm<Values, typeof schema>(schema, defaults);
 *   <FormTextField control={control} name="email" label="Email" type="email" isRequired />
 */
import { type Control, type FieldPathByValue, type FieldValues, useController } from "react-hook-form";
import { fieldProps } from "../schema-form.ts";
import { SelectField, type SelectFieldProps } from "./select-field.tsx";
import { TextAreaField, type TextAreaFieldProps } from "./text-area-field.tsx";
import { TextField, type TextFieldProps } from "./text-field.tsx";

type Bound<Values extends FieldValues, Output, Props> = Omit<Props, "name" | "value" | "onChange" | "errorMessage"> & {
  control: Control<Values, unknown, Output>;
  name: FieldPathByValue<Values, string>;
};

function useTextField<Values extends FieldValues, Output>(control: Control<Values, unknown, Output>, name: FieldPathByValue<Values, string>) {
  const { field, fieldState } = useController({ control, name });
  return { ...fieldProps(field, fieldState), value: field.value as string };
}

export function FormTextField<Values extends FieldValues, Output>({ control, name, ...props }: Bound<Values, Output, TextFieldProps>) {
  return <TextField {...props} {...useTextField(control, name)} />;
}

export function FormTextAreaField<Values extends FieldValues, Output>({ control, name, ...props }: Bound<Values, Output, TextAreaFieldProps>) {
  return <TextAreaField {...props} {...useTextField(control, name)} />;
}

export function FormSelectField<Values extends FieldValues, Output>({ control, name, ...props }: Bound<Values, Output, SelectFieldProps>) {
  return <SelectField {...props} {...useTextField(control, name)} />;
}
