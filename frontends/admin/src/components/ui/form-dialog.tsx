/**
 * @module `FormDialog`: the admin's modal form (Add admin, Change your
 * password, the inventory and customer dialogs, Mark Shipped). A
 * `ModalDialog` whose body is one `<form noValidate>` and whose footer holds
 * Cancel and a submit button bound to the form by its id. While `isPending`
 * both buttons are disabled, the submit button reads `pendingLabel`, a submit
 * is ignored, and neither Escape, the overlay nor × closes it; it stays open
 * until the caller stops rendering it (so a failure keeps what was typed).
 *
 *   const { control, handleSubmit } = useSchemaForm<Values, typeof schema>(schema, defaults);
 *   {open ? (
 *     <FormDialog title="Add admin" formId="add-admin-form" formLabel="New admin" size="sm"
 *       submitLabel="Add admin" pendingLabel="Adding..." isPending={add.isPending}
 *       onSubmit={handleSubmit(save)} onClose={close}>
 *       <FormTextField control={control} name="username" label="Username" />
 *     </FormDialog>
 *   ) : null}
 *
 * Props: title, formId, submitLabel, pendingLabel, isPending, onSubmit (called
 * without the event, which is already prevented), onClose, children,
 * description?, size? sm/md/lg, formLabel? (the form's aria-label),
 * className? (the form's class; default `formStack`).
 */
import type { FormEvent, ReactNode } from "react";
import { Button } from "@stringing/ui/components/button";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { formStack } from "@stringing/ui/form-grid.css";

export interface FormDialogProps {
  title: string;
  formId: string;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  description?: string;
  size?: "sm" | "md" | "lg";
  formLabel?: string;
  className?: string;
}

export function FormDialog({
  title,
  formId,
  submitLabel,
  pendingLabel,
  isPending,
  onSubmit,
  onClose,
  children,
  description,
  size,
  formLabel,
  className = formStack,
}: FormDialogProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isPending) onSubmit();
  };
  return (
    <ModalDialog
      title={title}
      description={description}
      size={size}
      onClose={() => {
        if (!isPending) onClose();
      }}
      isDismissable={!isPending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" form={formId} isDisabled={isPending}>
            {isPending ? pendingLabel : submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} className={className} onSubmit={submit} noValidate aria-label={formLabel}>
        {children}
      </form>
    </ModalDialog>
  );
}
