/**
 * @module The login form (docs/rules/admin.md, Login): username and password,
 * client checks shown under the fields, "Logging in..." while busy, a toast
 * on success. A refused login is said once, beside the button (an alert, so
 * a screen reader hears it), with focus back on the password: a toast as
 * well would announce it twice, far from where the owner is typing.
 */
import { useEffect, useRef } from "react";
import { Controller } from "react-hook-form";
import { loginSchema } from "@stringing/core/auth/login-schema";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { serverMessage } from "@stringing/ui/error-message";
import { fieldProps, focusField, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { type LoginCredentials, useLogin } from "../api/login.ts";
import { displayName, type SessionUser } from "../session-user.ts";
import { formError } from "@stringing/ui/form-grid.css";
import * as styles from "./login-form.css.ts";

export interface LoginFormProps {
  onSignedIn: (user: SessionUser) => void;
}

/** "Login failed": the server's message, else the error's, else "Login failed". */
export function loginFailureText(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error && error.message ? error.message : "Login failed");
}

export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { control, handleSubmit, setError, clearErrors, formState } = useSchemaForm<LoginCredentials, typeof loginSchema>(loginSchema, {
    username: "",
    password: "",
  });
  const failure = formState.errors.root?.message;
  const formRef = useRef<HTMLFormElement>(null);
  const loginMutation = useLogin();

  const onSubmit = handleSubmit(
    (credentials) => {
      if (loginMutation.isPending) return;
      loginMutation.mutate(credentials, {
        onSuccess: (user) => {
          toast({ title: "Login successful", description: `Welcome back, ${displayName(user)}!` });
          onSignedIn(user);
        },
        onError: (error) => setError("root", { type: "server", message: loginFailureText(error) }),
      });
    },
    (errors) => focusField(formRef.current, errors.username ? "username" : "password"),
  );

  const busy = loginMutation.isPending;
  // Once the fields are enabled again: a disabled input cannot take focus.
  useEffect(() => {
    if (!failure || busy) return;
    const input = formRef.current?.querySelector<HTMLInputElement>('input[name="password"]');
    input?.focus();
    input?.select();
  }, [failure, busy]);
  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate aria-label="Log in">
      <Controller
        control={control}
        name="username"
        render={({ field, fieldState }) => (
          <TextField
            label="Username"
            autoComplete="username"
            {...fieldProps(field, fieldState)}
            onChange={(value) => {
              clearErrors("root");
              field.onChange(value);
            }}
            isDisabled={busy}
          />
        )}
      />
      <Controller
        control={control}
        name="password"
        render={({ field, fieldState }) => (
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...fieldProps(field, fieldState)}
            onChange={(value) => {
              clearErrors("root");
              field.onChange(value);
            }}
            isDisabled={busy}
          />
        )}
      />
      {failure ? (
        <p className={formError} role="alert">
          Login failed: {failure}
        </p>
      ) : null}
      <Button type="submit" isDisabled={busy} className={styles.submit}>
        {busy ? "Logging in..." : "Log in"}
      </Button>
    </form>
  );
}
