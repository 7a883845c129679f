/**
 * @module Bulk update (docs/rules/inventory.md, Bulk update): add to, subtract from or set
 * the quantity of every item of one category. The submit button says how
 * many items that is, counted from the category's list.
 */
import { Controller, useWatch } from "react-hook-form";
import { FormSelectField } from "@stringing/ui/components/form-fields";
import { fieldProps, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { isInventoryCategory } from "@stringing/core/inventory/categories";
import { BULK_OPERATIONS, bulkUpdateSchema, type BulkOperation } from "@stringing/core/inventory/bulk-update";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useBulkUpdateInventory } from "../api/bulk-update-inventory.ts";
import { useInventory } from "../api/get-inventory.ts";
import { bulkUpdateLabel } from "../bulk-update-label.ts";
import { failureText } from "../failure-text.ts";
import { CategoryField, WholeNumberField } from "./inventory-fields.tsx";
import * as styles from "./inventory.css.ts";

const OPERATION_LABELS: Record<BulkOperation, string> = { add: "Add to quantity", subtract: "Subtract from quantity", set: "Set quantity to" };
const OPERATION_OPTIONS = BULK_OPERATIONS.map((value) => ({ value, label: OPERATION_LABELS[value] }));

type Values = { category: string; adjustment: string; operation: BulkOperation };

export function BulkUpdateDialog({ onClose }: { onClose: () => void }) {
  const { control, handleSubmit } = useSchemaForm<Values, typeof bulkUpdateSchema>(
    bulkUpdateSchema,
    { category: "", adjustment: "1", operation: "add" },
    { toInput: (values) => ({ ...values, category: values.category || undefined }) },
  );
  const [chosen, operation] = useWatch({ control, name: ["category", "operation"] });
  const bulk = useBulkUpdateInventory();
  const category = isInventoryCategory(chosen) ? chosen : undefined;
  const inCategory = useInventory({ category: category ?? "all", stock: "all", sort: "asc" }, { enabled: category !== undefined });
  const count = category ? inCategory.data?.length : undefined;

  const onSubmit = handleSubmit((update) =>
    bulk.mutate(update, {
      onSuccess: ({ count }) => {
        toast({ title: "Bulk update successful", description: `Updated ${count} inventory items` });
        onClose();
      },
      onError: (error) => toast({ title: "Error", description: failureText(error, "Failed to perform bulk update"), variant: "destructive" }),
    }),
  );

  return (
    <FormDialog
      title="Bulk Update Inventory"
      description="Change the quantity of every item in a category at once."
      formId="inventory-bulk-update"
      className={styles.form}
      submitLabel={bulkUpdateLabel(operation, count)}
      pendingLabel="Updating..."
      isPending={bulk.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => {
          const { value, onChange, errorMessage } = fieldProps(field, fieldState);
          return <CategoryField value={value} onChange={onChange} errorMessage={errorMessage} isDisabled={bulk.isPending} />;
        }}
      />
      <FormSelectField control={control} name="operation" label="Operation" options={OPERATION_OPTIONS} isDisabled={bulk.isPending} />
      <Controller
        control={control}
        name="adjustment"
        render={({ field, fieldState }) => (
          <WholeNumberField
            label="Adjustment"
            {...fieldProps(field, fieldState)}
            description="A whole number of at least 1. Subtracting never goes below 0."
            isDisabled={bulk.isPending}
          />
        )}
      />
    </FormDialog>
  );
}
