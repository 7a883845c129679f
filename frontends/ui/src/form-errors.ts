/**
 * @module How a form turns a failed check with one of core's zod schemas
 * (the API's own, so the messages are the spec's) into its messages: the
 * first issue of each field, under the field's name, or under the form's
 * name for it when the two differ. Only zod's types are imported, so this
 * brings no zod into a bundle: the schema passed in does the parsing.
 */
import type { input, output, ZodType } from "zod";

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

/**
 * Checks `values` with `schema`: the parsed `data`, and the values as given
 * typed as the schema's `input` (they passed it, so they are one: what a
 * form sends when the API should see exactly what was typed); else the
 * first message of each field.
 */
export function validateWith<Schema extends ZodType>(
  schema: Schema,
  values: unknown,
  fieldNames: Record<string, string> = {},
): { ok: true; data: output<Schema>; input: input<Schema> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data, input: values as input<Schema> };
  return { ok: false, errors: firstIssuePerField(result.error, fieldNames) };
}
