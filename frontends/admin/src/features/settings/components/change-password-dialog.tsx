/**
 * @module "Change your password": the current one, then the new one twice.
 * Every other session of yours is signed out; this browser stays signed in.
 */
import { useState, type FormEvent } from "react";
import { changeOwnPasswordSchema } from "@stringing/core/auth/change-own-password";
import { Button } from "@stringing/ui/components/button";
import { ModalDialog } from "@stringing/ui/components/modal-dialog";
import { TextField } from "@stringing/ui/components/text-field";
import { serverMessage } from "@stringing/ui/error-message";
import { formStack } from "@stringing/ui/form-grid.css";
import { type FieldErrors, validateWith } from "@stringing/ui/form-errors";
import { toast } from "@stringing/ui/toast-queue";
import { ApiError } from "@stringing/ui/api-request";
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
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
    <ModalDialog
      title="Change your password"
      description="Your other sessions will be signed out."
      size="sm"
      onClose={onClose}
      isDismissable={!change.isPending}
      footer={
        <>
          <Button variant="secondary" onPress={onClose} isDisabled={change.isPending}>
            Cancel
          </Button>
          <Button type="submit" form="change-password-form" isDisabled={change.isPending}>
            {change.isPending ? "Changing..." : "Change password"}
          </Button>
        </>
      }
    >
      <form id="change-password-form" className={formStack} onSubmit={submit} noValidate aria-label="Change your password">
        {field("currentPassword", "Current password", "current-password")}
        {field("newPassword", "New password", "new-password")}
        {field("confirmPassword", "Confirm new password", "new-password")}
      </form>
    </ModalDialog>
  );
}
