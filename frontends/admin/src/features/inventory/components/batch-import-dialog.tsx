/**
 * @module Batch import (docs/rules/inventory.md, Batch import): CSV text with the header line
 * name,category,quantity,threshold. The import is all or nothing; when the
 * server refuses a line, its message (naming the line) shows under the field
 * and the text stays for fixing.
 */
import { FieldError, Label, Text, TextArea, TextField } from "react-aria-components";
import { Controller } from "react-hook-form";
import { batchImportSchema } from "@stringing/core/inventory/batch-import";
import { serverMessage } from "@stringing/ui/error-message";
import { useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useBatchImportInventory } from "../api/batch-import-inventory.ts";
import { CSV_HEADER_LINE } from "../batch-import-form.ts";
import * as styles from "./inventory.css.ts";

const HEADER = CSV_HEADER_LINE;

export function BatchImportDialog({ onClose }: { onClose: () => void }) {
  const { control, handleSubmit, setError } = useSchemaForm<{ csvData: string }, typeof batchImportSchema>(batchImportSchema, { csvData: "" });
  const importBatch = useBatchImportInventory();

  const onSubmit = handleSubmit(({ csvData }) =>
    importBatch.mutate(csvData, {
      onSuccess: ({ count }) => {
        toast({ title: "Batch import successful", description: `Imported ${count} inventory items` });
        onClose();
      },
      onError: (failure) => {
        const message = serverMessage(failure) ?? "Failed to import batch data";
        setError("csvData", { type: "server", message });
        toast({ title: "Error", description: message, variant: "destructive" });
      },
    }),
  );

  return (
    <FormDialog
      title="Batch Import Inventory"
      description="Paste CSV data to add many items at once."
      size="lg"
      formId="inventory-batch-import"
      className={styles.form}
      submitLabel="Import"
      pendingLabel="Importing..."
      isPending={importBatch.isPending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <Controller
        control={control}
        name="csvData"
        render={({ field, fieldState }) => (
          <TextField
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            isInvalid={Boolean(fieldState.error)}
            validationBehavior="aria"
            isDisabled={importBatch.isPending}
            className={styles.textareaField}
          >
            <Label className={styles.textareaLabel}>CSV data</Label>
            <TextArea className={styles.textarea} placeholder={`${HEADER}\nHard mesh,mesh,12,3`} spellCheck={false} />
            <Text slot="description" className={styles.fieldHint}>
              First line: <code className={styles.code}>{HEADER}</code>. One item per line; an empty quantity or threshold takes 0 and 5.
            </Text>
            <FieldError className={styles.fieldError}>
              <span role="alert">{fieldState.error?.message}</span>
            </FieldError>
          </TextField>
        )}
      />
    </FormDialog>
  );
}
