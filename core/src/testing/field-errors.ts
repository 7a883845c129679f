import type { ZodType } from "zod";

/** The first message per field, as the API's 400 reports them; null when the input is valid. */
export function fieldErrors(schema: ZodType, input: unknown): Record<string, string> | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "(body)"] ??= issue.message;
  return errors;
}
