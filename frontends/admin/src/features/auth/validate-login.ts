/**
 * @module The login form's checks (admin spec §5), from the schema the API
 * uses: "Username is required", "Password is required".
 */
import { loginSchema } from "@stringing/core/auth/login-schema";
import { firstIssuePerField } from "@stringing/ui/form-errors";
import type { LoginCredentials } from "./api/login.ts";

export type LoginErrors = Partial<Record<keyof LoginCredentials, string>>;

export function validateLogin(values: LoginCredentials): { ok: true; data: LoginCredentials } | { ok: false; errors: LoginErrors } {
  const result = loginSchema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const { username, password } = firstIssuePerField(result.error);
  return { ok: false, errors: { username, password } };
}
