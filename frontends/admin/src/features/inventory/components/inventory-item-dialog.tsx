/**
 * @module Quick Add and Edit of an inventory item (admin spec §2, §5, §8):
 * name, category, quantity (default 0), threshold (default 5). The dialog
 * stays open with everything typed when the save fails.
 */
import { useState } from "react";
import { TextField } from "@stringing/ui/components/text-field";
import { toast } from "@stringing/ui/toast-queue";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useCreateInventoryItem } from "../api/create-inventory-item.ts";
import { useUpdateInventoryItem } from "../api/update-inventory-item.ts";
import { failureText } from "../failure-text.ts";
import type { InventoryItem } from "../inventory-item.ts";
import { NEW_ITEM_FORM, itemFormValues, validateInventoryItem, type InventoryItemFormErrors, type InventoryItemFormValues } from "../inventory-item-form.ts";
import { CategoryField, WholeNumberField } from "./inventory-fields.tsx";
import * as styles from "./inventory.css.ts";

export interface InventoryItemDialogProps {
  /** The item to edit; absent for Quick Add. */
  item?: InventoryItem;
  onClose: () => void;
}

export function InventoryItemDialog({ item, onClose }: InventoryItemDialogProps) {
  const [values, setValues] = useState<InventoryItemFormValues>(item ? itemFormValues(item) : NEW_ITEM_FORM);
  const [errors, setErrors] = useState<InventoryItemFormErrors>({});
  const create = useCreateInventoryItem();
  const update = useUpdateInventoryItem();
  const busy = create.isPending || update.isPending;

  const set = (field: keyof InventoryItemFormValues) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const onSubmit = () => {
    const result = validateInventoryItem(values);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    const options = {
      onSuccess: () => {
        toast({ title: item ? "Inventory item updated" : "Inventory item added", description: result.item.name });
        onClose();
      },
      onError: (error: unknown) =>
        toast({
          title: "Error",
          description: failureText(error, item ? "Failed to update inventory item" : "Failed to add inventory item"),
          variant: "destructive",
        }),
    };
    if (item) update.mutate({ id: item.id, item: result.item }, options);
    else create.mutate(result.item, options);
  };

  return (
    <FormDialog
      title={item ? "Edit Inventory Item" : "Quick Add Inventory Item"}
      description={item ? undefined : "Add a new item to your stock."}
      formId={item ? `inventory-edit-${item.id}` : "inventory-quick-add"}
      className={styles.form}
      submitLabel={item ? "Save Changes" : "Add Item"}
      pendingLabel="Saving..."
      isPending={busy}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField label="Name" name="name" value={values.name} onChange={set("name")} errorMessage={errors.name} isDisabled={busy} autoFocus />
      <CategoryField value={values.category} onChange={set("category")} errorMessage={errors.category} isDisabled={busy} />
      <div className={styles.twoColumns}>
        <WholeNumberField
          label="Quantity"
          name="quantity"
          value={values.quantity}
          onChange={set("quantity")}
          errorMessage={errors.quantity}
          isDisabled={busy}
        />
        <WholeNumberField
          label="Low stock threshold"
          name="threshold"
          value={values.threshold}
          onChange={set("threshold")}
          errorMessage={errors.threshold}
          isDisabled={busy}
        />
      </div>
    </FormDialog>
  );
}
