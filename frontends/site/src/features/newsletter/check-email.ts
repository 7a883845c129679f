/** @module The newsletter's e-mail check with core's subscriber schema; loaded on the first submit (it brings zod). */
import "@stringing/ui/zod-without-eval";
import { subscriberSchema } from "@stringing/core/marketing/subscriber";

export function checkEmail(email: string): { ok: true; email: string } | { ok: false; message: string } {
  const result = subscriberSchema.shape.email.safeParse(email);
  return result.success ? { ok: true, email: result.data } : { ok: false, message: result.error.issues[0]?.message ?? "Please enter a valid email address" };
}
