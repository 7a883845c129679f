/**
 * @module Quick Add and Edit of an inventory item (docs/rules/inventory.md, Items):
 * name, category, quantity (default 0), threshold (default 5). The dialog
 * stays open with everything typed when the save fails.
 */
import { Controller } from "react-hook-form";
import { inventoryItemSchema } from "@stringing/core/inventory/inventory-item";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { fieldProps, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useCreateInventoryItem } from "../api/create-inventory-item.ts";
import { useUpdateInventoryItem } from "../api/update-inventory-item.ts";
import { failureText } from "../failure-text.ts";
import type { InventoryItem } from "../inventory-item.ts";
import { NEW_ITEM_FORM, inventoryItemInput, itemFormValues, type InventoryItemFormValues } from "../inventory-item-form.ts";
import { CategoryField, WholeNumberField } from "./inventory-fields.tsx";
import * as styles from "./inventory.css.ts";

export interface InventoryItemDialogProps {
  /** The item to edit; absent for Quick Add. */
  item?: InventoryItem;
  onClose: () => void;
}

export function InventoryItemDialog({ item, onClose }: InventoryItemDialogProps) {
  const { control, handleSubmit } = useSchemaForm<InventoryItemFormValues, typeof inventoryItemSchema>(
    inventoryItemSchema,
    item ? itemFormValues(item) : NEW_ITEM_FORM,
    { toInput: inventoryItemInput },
  );
  const create = useCreateInventoryItem();
  const update = useUpdateInventoryItem();
  const busy = create.isPending || update.isPending;

  const onSubmit = handleSubmit((parsed) => {
    const options = {
      onSuccess: () => {
        toast({ title: item ? "Inventory item updated" : "Inventory item added", description: parsed.name });
        onClose();
      },
      onError: (error: unknown) =>
        toast({
          title: "Error",
          description: failureText(error, item ? "Failed to update inventory item" : "Failed to add inventory item"),
          variant: "destructive",
        }),
    };
    if (item) update.mutate({ id: item.id, item: parsed }, options);
    else create.mutate(parsed, options);
  });

  const wholeNumber = (name: "quantity" | "threshold", label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => <WholeNumberField label={label} {...fieldProps(field, fieldState)} isDisabled={busy} />}
    />
  );

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
      <FormTextField control={control} name="name" label="Name" isDisabled={busy} autoFocus />
      <Controller
        control={control}
        name="category"
        render={({ field, fieldState }) => {
          const { value, onChange, errorMessage } = fieldProps(field, fieldState);
          return <CategoryField value={value} onChange={onChange} errorMessage={errorMessage} isDisabled={busy} />;
        }}
      />
      <div className={styles.twoColumns}>
        {wholeNumber("quantity", "Quantity")}
        {wholeNumber("threshold", "Low stock threshold")}
      </div>
    </FormDialog>
  );
}
