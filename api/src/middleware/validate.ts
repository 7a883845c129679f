import { zValidator } from "@hono/zod-validator";
import type { ValidationTargets } from "hono";
import type { ZodType } from "zod";

/**
 * zod validation answering the shape of docs/rules/api.md, Errors:
 * 400 `{message, errors: {field: message}}`, the message being the first
 * field's, so a toast that shows `message` says something useful.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const errors: Record<string, string> = {};
    for (const issue of result.error.issues) {
      const field = issue.path.length ? issue.path.join(".") : "(body)";
      errors[field] ??= issue.message;
    }
    const message = Object.values(errors)[0] ?? "Invalid input";
    return c.json({ message, errors }, 400);
  });
