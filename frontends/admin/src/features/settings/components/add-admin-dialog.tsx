/** @module "Add admin": a username (and a display name); the server generates the password. */
import { newAdminSchema } from "@stringing/core/auth/add-admin";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { errorStatus, serverMessage } from "@stringing/ui/error-message";
import { useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useAddAdmin } from "../api/add-admin.ts";

export interface AddAdminDialogProps {
  onClose: () => void;
  onAdded: (added: { username: string; password: string }) => void;
}

export function AddAdminDialog({ onClose, onAdded }: AddAdminDialogProps) {
  const add = useAddAdmin();
  const { control, handleSubmit, setError } = useSchemaForm<{ username: string; name: string }, typeof newAdminSchema>(
    newAdminSchema,
    { username: "", name: "" },
    { toInput: ({ username, name }) => ({ username, ...(name.trim() ? { name } : {}) }) },
  );

  const submit = handleSubmit((admin) =>
    add.mutate(admin, {
      onSuccess: (added) => onAdded({ username: added.user.username, password: added.password }),
      onError: (error) => {
        const message = serverMessage(error) ?? "Please try again.";
        if (errorStatus(error) === 409 || errorStatus(error) === 400) setError("username", { type: "server", message });
        else toast({ title: "Could not add the admin", description: message, variant: "destructive" });
      },
    }),
  );

  return (
    <FormDialog
      title="Add admin"
      description="They get a generated password, shown to you once."
      size="sm"
      formId="add-admin-form"
      formLabel="New admin"
      submitLabel="Add admin"
      pendingLabel="Adding..."
      isPending={add.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormTextField control={control} name="username" label="Username" autoComplete="off" />
      <FormTextField control={control} name="name" label="Name" description="Optional; the username when left empty." />
    </FormDialog>
  );
}
