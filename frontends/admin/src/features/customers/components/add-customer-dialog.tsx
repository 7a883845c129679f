/**
 * @module Add New Customer (docs/rules/customers.md, The customer form): name (at least 2 characters),
 * optional e-mail, the other fields optional (empty ones sent as null).
 * A failed save keeps the dialog open with everything typed.
 */
import { useWatch } from "react-hook-form";
import { customerSchema } from "@stringing/core/customers/customer-schema";
import { serverMessage } from "@stringing/ui/error-message";
import { errorMessages, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { formGrid, fullWidth } from "@stringing/ui/form-grid.css";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useCreateCustomer } from "../api/create-customer.ts";
import type { Customer } from "../customer.ts";
import { EMPTY_CUSTOMER_FORM, type CustomerField, type CustomerFormValues } from "../customer-form.ts";
import { CustomerFields } from "./customer-fields.tsx";
import { NotesField } from "./notes-field.tsx";

export const GENERIC_FAILURE = "Something went wrong. Please try again.";

export function AddCustomerDialog({ onClose, onAdded }: { onClose: () => void; onAdded?: (customer: Customer) => void }) {
  const { control, handleSubmit, setValue, formState } = useSchemaForm<CustomerFormValues, typeof customerSchema>(customerSchema, EMPTY_CUSTOMER_FORM);
  const values = useWatch({ control }) as CustomerFormValues;
  const errors = errorMessages(formState.errors);
  const create = useCreateCustomer();

  // CustomerFields draws a set of fields from one values/errors pair, so the form is set by name rather than through a Controller each.
  const onChange = (field: CustomerField, value: string) => setValue(field, value, { shouldDirty: true, shouldValidate: formState.isSubmitted });

  const onSubmit = handleSubmit((customer) =>
    create.mutate(customer, {
      onSuccess: (added) => {
        toast({ title: "Customer added", description: added.name });
        onAdded?.(added);
        onClose();
      },
      onError: (error) => toast({ title: "Error adding customer", description: serverMessage(error) ?? GENERIC_FAILURE, variant: "destructive" }),
    }),
  );

  const busy = create.isPending;
  return (
    <FormDialog
      title="Add New Customer"
      description="Only the name is required."
      size="lg"
      formId="add-customer"
      submitLabel="Add Customer"
      pendingLabel="Adding..."
      isPending={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className={formGrid}>
        <CustomerFields fields={["name", "email", "phone", "position"]} values={values} errors={errors} onChange={onChange} isDisabled={busy} />
        <div className={fullWidth}>
          <CustomerFields fields={["shippingAddress"]} values={values} errors={errors} onChange={onChange} isDisabled={busy} />
        </div>
        <CustomerFields
          fields={["shippingCity", "shippingState", "shippingZip", "shippingCountry", "preferredMesh", "preferredThread", "preferredPocket"]}
          values={values}
          errors={errors}
          onChange={onChange}
          isDisabled={busy}
        />
        <div className={fullWidth}>
          <NotesField label="Notes" value={values.notes} onChange={(value) => onChange("notes", value)} isDisabled={busy} />
        </div>
      </div>
    </FormDialog>
  );
}
