/**
 * @module "Change your password": the current one, then the new one twice.
 * Every other session of yours is signed out; this browser stays signed in.
 */
import { useState } from "react";
import { changeOwnPasswordSchema } from "@stringing/core/auth/change-own-password";
import { TextField } from "@stringing/ui/components/text-field";
import { serverMessage } from "@stringing/ui/error-message";
import { type FieldErrors, validateWith } from "@stringing/ui/form-errors";
import { toast } from "@stringing/ui/toast-queue";
import { ApiError } from "@stringing/ui/api-request";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useChangeOwnPassword } from "../api/change-own-password.ts";

type Field = "currentPassword" | "newPassword" | "confirmPassword";

const fieldErrorsOf = (error: unknown): FieldErrors | undefined =>
  error instanceof ApiError ? (error.body as { errors?: FieldErrors } | undefined)?.errors : undefined;

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangeOwnPassword();
  const [values, setValues] = useState<Record<Field, string>>({ currentPassword: "", newPassword: "", confirmPassword: "" });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: "" }));
  };

  const submit = () => {
    const checked = validateWith(changeOwnPasswordSchema, { currentPassword: values.currentPassword, newPassword: values.newPassword });
    const mismatch: FieldErrors = values.confirmPassword !== values.newPassword ? { confirmPassword: "Passwords do not match" } : {};
    if (!checked.ok || mismatch.confirmPassword) return setErrors({ ...(checked.ok ? {} : checked.errors), ...mismatch });
    change.mutate(checked.data, {
      onSuccess: () => {
        toast({ title: "Password changed", description: "Your other sessions were signed out." });
        onClose();
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        if (fields) setErrors(fields);
        else toast({ title: "Could not change the password", description: serverMessage(error) ?? "Please try again.", variant: "destructive" });
      },
    });
  };

  const field = (name: Field, label: string, autoComplete: string) => (
    <TextField label={label} type="password" value={values[name]} onChange={set(name)} errorMessage={errors[name] || undefined} autoComplete={autoComplete} />
  );
  return (
    <FormDialog
      title="Change your password"
      description="Your other sessions will be signed out."
      size="sm"
      formId="change-password-form"
      formLabel="Change your password"
      submitLabel="Change password"
      pendingLabel="Changing..."
      isPending={change.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {field("currentPassword", "Current password", "current-password")}
      {field("newPassword", "New password", "new-password")}
      {field("confirmPassword", "Confirm new password", "new-password")}
    </FormDialog>
  );
}
