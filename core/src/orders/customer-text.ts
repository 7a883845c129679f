/**
 * Customer text as stored: line endings unified to "\n" (a textarea may
 * send "\r\n") and surrounding whitespace trimmed.
 */
export const normalizeCustomerText = (value: string): string => value.replace(/\r\n?/g, "\n").trim();
