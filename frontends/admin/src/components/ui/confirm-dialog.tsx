/**
 * @module `ConfirmDialog`: "are you sure?" before a delete or another
 * irreversible action. While `isPending` the confirm button is disabled and
 * reads `pendingLabel`, and the dialog cannot be dismissed; it stays open
 * until the caller stops rendering it (so a failure can keep it open).
 *
 *   {toDelete ? (
 *     <ConfirmDialog title="Delete order?" message={`Order #${toDelete.id} will be removed.`}
 *       confirmLabel="Delete" destructive isPending={del.isPending}
 *       onConfirm={() => del.mutate(toDelete.id, { onSuccess: () => setToDelete(null) })}
 *       onClose={() => setToDelete(null)} />
 *   ) : null}
 *
 * Props: title, message, confirmLabel, onConfirm, onClose, destructive?,
 * isPending?, pendingLabel? (default "Working..."), cancelLabel? (default "Cancel").
 */
import type { ReactNode } from "react";
import { Button } from "@stringing/ui/components/button";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";

export interface ConfirmDialogProps {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  destructive?: boolean;
  isPending?: boolean;
  pendingLabel?: string;
  cancelLabel?: string;
}

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  onConfirm,
  onClose,
  destructive = false,
  isPending = false,
  pendingLabel = "Working...",
  cancelLabel = "Cancel",
}: ConfirmDialogProps) {
  return (
    <ModalDialog
      title={title}
      size="sm"
      onClose={() => {
        if (!isPending) onClose();
      }}
      isDismissable={!isPending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            {cancelLabel}
          </Button>
          <Button variant={destructive ? "destructive" : "primary"} onPress={onConfirm} isDisabled={isPending}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    >
      <div>{message}</div>
    </ModalDialog>
  );
}
