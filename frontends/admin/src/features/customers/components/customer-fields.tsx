/** @module Text inputs for a set of customer fields, labelled and showing their errors. */
import { TextField } from "@stringing/ui/components/text-field";
import type { CustomerField, CustomerFormErrors, CustomerFormValues } from "../customer-form.ts";

export const CUSTOMER_FIELD_LABELS: Record<CustomerField, string> = {
  name: "Name",
  email: "Email",
  phone: "Phone",
  position: "Position",
  notes: "Notes",
  shippingAddress: "Address",
  shippingCity: "City",
  shippingState: "State",
  shippingZip: "ZIP code",
  shippingCountry: "Country",
  preferredMesh: "Preferred mesh",
  preferredThread: "Preferred thread",
  preferredPocket: "Preferred pocket",
};

const INPUT_TYPES: Partial<Record<CustomerField, { type?: string; autoComplete?: string }>> = {
  name: { autoComplete: "off" },
  email: { type: "email", autoComplete: "off" },
  phone: { type: "tel", autoComplete: "off" },
};

export interface CustomerFieldsProps {
  fields: readonly CustomerField[];
  values: CustomerFormValues;
  errors: CustomerFormErrors;
  onChange: (field: CustomerField, value: string) => void;
  isDisabled?: boolean;
}

export function CustomerFields({ fields, values, errors, onChange, isDisabled }: CustomerFieldsProps) {
  return (
    <>
      {fields.map((field) => (
        <TextField
          key={field}
          label={CUSTOMER_FIELD_LABELS[field]}
          name={field}
          {...INPUT_TYPES[field]}
          value={values[field]}
          onChange={(value) => onChange(field, value)}
          errorMessage={errors[field]}
          isDisabled={isDisabled}
        />
      ))}
    </>
  );
}
