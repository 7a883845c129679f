/**
 * @module "Change your password": the current one, then the new one twice.
 * Every other session of yours is signed out; this browser stays signed in.
 */
import { z } from "zod";
import { changeOwnPasswordSchema } from "@stringing/core/auth/change-own-password";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { serverMessage } from "@stringing/ui/error-message";
import { showServerErrors, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { FormDialog } from "../../../components/ui/form-dialog.tsx";
import { useChangeOwnPassword } from "../api/change-own-password.ts";

type Field = "currentPassword" | "newPassword" | "confirmPassword";

const FIELDS: readonly Field[] = ["currentPassword", "newPassword", "confirmPassword"];

/** The API's schema, and the new password typed twice alike. */
const changePasswordForm = changeOwnPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((values) => values.confirmPassword === values.newPassword, { path: ["confirmPassword"], message: "Passwords do not match" });

export function ChangePasswordDialog({ onClose }: { onClose: () => void }) {
  const change = useChangeOwnPassword();
  const { control, handleSubmit, setError } = useSchemaForm<Record<Field, string>, typeof changePasswordForm>(changePasswordForm, {
    currentPassword: "",
    newPassword: "",
    confirmPassword: "",
  });

  const submit = handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          toast({ title: "Password changed", description: "Your other sessions were signed out." });
          onClose();
        },
        onError: (error) => {
          if (showServerErrors(error, FIELDS, setError).length === 0)
            toast({ title: "Could not change the password", description: serverMessage(error) ?? "Please try again.", variant: "destructive" });
        },
      },
    ),
  );

  const field = (name: Field, label: string, autoComplete: string) => (
    <FormTextField control={control} name={name} label={label} type="password" autoComplete={autoComplete} />
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
