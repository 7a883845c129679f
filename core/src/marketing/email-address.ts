import { z } from "zod";

/** An e-mail address field: trimmed, lower-cased, one message for every way it can be wrong. */
export const emailAddress = (message: string) => z.string({ error: message }).trim().toLowerCase().pipe(z.email({ error: message }));
