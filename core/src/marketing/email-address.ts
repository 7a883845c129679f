import { z } from "zod";

/**
 * RFC 5321 caps a forward path at 256 octets, angle brackets included, so no
 * deliverable address is longer than 254 characters; zod's format check
 * alone lets longer ones through.
 */
export const MAX_EMAIL_LENGTH = 254;

/** A deliverable-looking address, taken as given: every e-mail field of the API ends in this check. */
export const validEmail = (message: string) => z.email({ error: message }).max(MAX_EMAIL_LENGTH, { error: message });

/** An e-mail address field: trimmed, lower-cased, one message for every way it can be wrong. */
export const emailAddress = (message: string) => z.string({ error: message }).trim().toLowerCase().pipe(validEmail(message));
