/**
 * @module The login form (admin spec §2 and §8): username and password,
 * client checks shown under the fields, "Logging in..." while busy, and
 * toasts for the outcome. A refused login is also said beside the button
 * (an alert, so a screen reader hears it) with focus back on the password,
 * since the toast is far from where the owner is looking and typing.
 */
import { useEffect, useRef, useState, type FormEvent } from "react";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { serverMessage } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { useLogin } from "../api/login.ts";
import { displayName, type SessionUser } from "../session-user.ts";
import { validateLogin, type LoginErrors } from "../validate-login.ts";
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
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<LoginErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const loginMutation = useLogin();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loginMutation.isPending) return;
    const result = validateLogin({ username, password });
    if (!result.ok) {
      setErrors(result.errors);
      const firstInvalid = result.errors.username ? "username" : "password";
      formRef.current?.querySelector<HTMLInputElement>(`input[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setErrors({});
    setFailure(null);
    loginMutation.mutate(result.data, {
      onSuccess: (user) => {
        toast({ title: "Login successful", description: `Welcome back, ${displayName(user)}!` });
        onSignedIn(user);
      },
      onError: (error) => {
        const text = loginFailureText(error);
        setFailure(text);
        toast({ title: "Login failed", description: text, variant: "destructive" });
      },
    });
  };

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
      <TextField
        label="Username"
        name="username"
        autoComplete="username"
        value={username}
        onChange={(value) => {
          setUsername(value);
          setFailure(null);
          if (errors.username) setErrors((e) => ({ ...e, username: undefined }));
        }}
        errorMessage={errors.username}
        isDisabled={busy}
      />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(value) => {
          setPassword(value);
          setFailure(null);
          if (errors.password) setErrors((e) => ({ ...e, password: undefined }));
        }}
        errorMessage={errors.password}
        isDisabled={busy}
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
