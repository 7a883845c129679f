/** @module Turns a zod result from core's schemas into one message per form field. */
import type { ZodType } from "zod";

export type FieldErrors = Record<string, string>;

export function validateWith<T>(schema: ZodType<T>, values: unknown, fieldNames: Record<string, string> = {}): { ok: true; data: T } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const path = String(issue.path[0] ?? "");
    const field = fieldNames[path] ?? path;
    if (!errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
