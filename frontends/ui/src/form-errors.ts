/**
 * @module How a form checked by hand with one of core's zod schemas
 * (the API's own, so the messages are those of docs/rules/) turns a failed check into its
 * messages: the first issue of each field, under the field's name, or under
 * the form's name for it when the two differ. It imports nothing, so it
 * brings no zod into a bundle (the public site's contact form). Forms on
 * react-hook-form use schema-form.ts instead.
 */
export type FieldErrors = Record<string, string>;

/** The first message of each field (the first key of an issue's path; "" for the whole value). */
export function firstIssuePerField(
  error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] },
  fieldNames: Record<string, string> = {},
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? "");
    const field = fieldNames[path] ?? path;
    errors[field] ??= issue.message;
  }
  return errors;
}
