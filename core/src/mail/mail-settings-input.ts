/** What Settings sends about mail: the owner's address, and where a test mail goes. */
import { z } from "zod";
import { emailAddress } from "../marketing/email-address.ts";

export const INVALID_EMAIL = "Please enter a valid email address";

/** `POST /api/config/mail`: an empty or null address forgets the saved one (the sender address is used). */
export const ownerEmailSchema = z.object({
  ownerEmail: z.union(
    [
      z.null(),
      z
        .string()
        .trim()
        .length(0)
        .transform(() => null),
      emailAddress(INVALID_EMAIL),
    ],
    { error: INVALID_EMAIL },
  ),
});

/** `POST /api/marketing/test-mail`: to the address given, else the owner's. */
export const testMailSchema = z.object({
  to: z
    .union([z.null(), z.string().trim().length(0), emailAddress(INVALID_EMAIL)], { error: INVALID_EMAIL })
    .optional()
    .transform((to) => to || undefined),
});
