import { z } from "zod";

/**
 * RFC 5321 caps a forward path at 256 octets, angle brackets included, so no
 * deliverable address is longer than 254 characters; zod's format check
 * alone lets longer ones through.
 */
export const MAX_EMAIL_LENGTH = 254;

/**
 * A deliverable-looking address, taken as given: every e-mail field of the API ends in this check. The length
 * comes first: zod's address pattern backtracks for seconds over a megabyte of "a.a.a…" (issue 31).
 */
export const validEmail = (message: string) =>
  z
    .string({ error: message })
    .max(MAX_EMAIL_LENGTH, { error: message })
    .pipe(z.email({ error: message }));

/** An e-mail address field: trimmed, lower-cased, one message for every way it can be wrong. */
export const emailAddress = (message: string) => z.string({ error: message }).trim().toLowerCase().pipe(validEmail(message));
