/** @module "Add admin": a username (and a display name); the server generates the password. */
import { useState } from "react";
import { newAdminSchema } from "@stringing/core/auth/add-admin";
import { TextField } from "@stringing/ui/components/text-field";
import { errorStatus, serverMessage } from "@stringing/ui/error-message";
import { type FieldErrors, validateWith } from "@stringing/ui/form-errors";
import { toast } from "@stringing/ui/toast-queue";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useAddAdmin } from "../api/add-admin.ts";

export interface AddAdminDialogProps {
  onClose: () => void;
  onAdded: (added: { username: string; password: string }) => void;
}

export function AddAdminDialog({ onClose, onAdded }: AddAdminDialogProps) {
  const add = useAddAdmin();
  const [values, setValues] = useState({ username: "", name: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: "username" | "name") => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };

  const submit = () => {
    const checked = validateWith(newAdminSchema, { username: values.username, ...(values.name.trim() ? { name: values.name } : {}) });
    if (!checked.ok) return setErrors(checked.errors);
    add.mutate(checked.data, {
      onSuccess: (added) => onAdded({ username: added.user.username, password: added.password }),
      onError: (error) => {
        const message = serverMessage(error) ?? "Please try again.";
        if (errorStatus(error) === 409 || errorStatus(error) === 400) setErrors({ username: message });
        else toast({ title: "Could not add the admin", description: message, variant: "destructive" });
      },
    });
  };

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
      <TextField label="Username" value={values.username} onChange={set("username")} errorMessage={errors.username || undefined} autoComplete="off" />
      <TextField
        label="Name"
        description="Optional; the username when left empty."
        value={values.name}
        onChange={set("name")}
        errorMessage={errors.name || undefined}
      />
    </FormDialog>
  );
}
