/**
 * @module Bulk update (admin spec §2, §5, §8): add to, subtract from or set
 * the quantity of every item of one category. The submit button says how
 * many items that is, counted from the category's list.
 */
import { useState } from "react";
import { firstIssuePerField } from "@stringing/ui/form-errors";
import { toast } from "@stringing/ui/toast-queue";
import { isInventoryCategory } from "@stringing/core/inventory/categories";
import { BULK_OPERATIONS, bulkUpdateSchema, type BulkOperation } from "@stringing/core/inventory/bulk-update";
import { SelectField } from "@stringing/ui/components/select-field";
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
type Errors = Partial<Record<keyof Values, string>>;

export function BulkUpdateDialog({ onClose }: { onClose: () => void }) {
  const [values, setValues] = useState<Values>({ category: "", adjustment: "1", operation: "add" });
  const [errors, setErrors] = useState<Errors>({});
  const bulk = useBulkUpdateInventory();
  const category = isInventoryCategory(values.category) ? values.category : undefined;
  const inCategory = useInventory({ category: category ?? "all", stock: "all", sort: "asc" }, { enabled: category !== undefined });
  const count = category ? inCategory.data?.length : undefined;

  const set = (field: keyof Values) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = () => {
    const parsed = bulkUpdateSchema.safeParse({ ...values, category: values.category || undefined });
    if (!parsed.success) {
      setErrors(firstIssuePerField(parsed.error));
      return;
    }
    bulk.mutate(parsed.data, {
      onSuccess: ({ count }) => {
        toast({ title: "Bulk update successful", description: `Updated ${count} inventory items` });
        onClose();
      },
      onError: (error) => toast({ title: "Error", description: failureText(error, "Failed to perform bulk update"), variant: "destructive" }),
    });
  };

  return (
    <FormDialog
      title="Bulk Update Inventory"
      description="Change the quantity of every item in a category at once."
      formId="inventory-bulk-update"
      className={styles.form}
      submitLabel={bulkUpdateLabel(values.operation, count)}
      pendingLabel="Updating..."
      isPending={bulk.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <CategoryField value={values.category} onChange={set("category")} errorMessage={errors.category} isDisabled={bulk.isPending} />
      <SelectField
        label="Operation"
        name="operation"
        options={OPERATION_OPTIONS}
        value={values.operation}
        onChange={set("operation")}
        errorMessage={errors.operation}
        isDisabled={bulk.isPending}
      />
      <WholeNumberField
        label="Adjustment"
        name="adjustment"
        value={values.adjustment}
        onChange={set("adjustment")}
        errorMessage={errors.adjustment}
        description="A whole number of at least 1. Subtracting never goes below 0."
        isDisabled={bulk.isPending}
      />
    </FormDialog>
  );
}
