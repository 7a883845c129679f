/**
 * @module The Add/Edit modal every settings list uses: "Add New …" or
 * "Edit …", Cancel and a Save button that reads "Saving..." and is disabled
 * while pending. A failed save keeps it open with the error (nothing typed
 * is lost).
 */
import type { FormEvent, ReactNode } from "react";
import { Button } from "@stringing/ui/components/button";
import { formActions, formError, formStack } from "../../../components/ui/form-grid.css.ts";
import { ModalDialog } from "../../../components/ui/modal-dialog.tsx";

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
