/**
 * What to log or record of something thrown: an error's message, its name
 * when the message is empty (so a failure never reads as blank), or the
 * thrown value as text.
 */
export const errorMessage = (error: unknown): string => (error instanceof Error ? error.message || error.name : String(error));
