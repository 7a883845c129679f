/**
 * @module The Add/Edit modal of the admin's catalogue screens (every
 * settings list, the content cards, payment links): "Add New …" or
 * "Edit …", Cancel and a Save button that reads "Saving..." and is disabled
 * while pending. A failed save keeps it open with the error (nothing typed
 * is lost).
 *
 *   <ItemDialog title="Edit Service" saveLabel="Save Service" isPending={save.isPending}
 *     error={formState.errors.root?.message} onSubmit={handleSubmit(save)} onClose={close}>
 *     …fields bound to the form (schema-form.ts)…
 *   </ItemDialog>
 */
import type { FormEvent, ReactNode } from "react";
import { Button } from "./button.tsx";
import { formActions, formError, formStack } from "../form-grid.css.ts";
import { ModalDialog } from "./modal-dialog.tsx";

export interface ItemDialogProps {
  title: string;
  saveLabel: string;
  isPending: boolean;
  error?: string | undefined;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

export function ItemDialog({ title, saveLabel, isPending, error, onSubmit, onClose, children }: ItemDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  return (
    <ModalDialog title={title} onClose={() => !isPending && onClose()} isDismissable={!isPending} size="lg">
      <form className={formStack} onSubmit={submit} noValidate>
        {children}
        {error ? (
          <p className={formError} role="alert">
            {error}
          </p>
        ) : null}
        <div className={formActions}>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" isDisabled={isPending}>
            {isPending ? "Saving..." : saveLabel}
          </Button>
        </div>
      </form>
    </ModalDialog>
  );
}
