import { z } from "zod";

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 1000;

/**
 * The one rule for a password someone chooses: the own-password form, the
 * command line and ADMIN_PASSWORD alike. At most what the login form takes.
 */
export const passwordSchema = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** What is wrong with a chosen password, or undefined when it keeps the rule. */
export function passwordProblem(password: string): string | undefined {
  const parsed = passwordSchema.safeParse(password);
  return parsed.success ? undefined : (parsed.error.issues[0]?.message ?? "Invalid password");
}
