import { z } from "zod";

export const NOTE_REQUIRED = "Note is required";
export const NOTE_TOO_LONG = "Note must be at most 5000 characters";

/**
 * An owner's note: plain text, 1 to 5000 characters once trimmed. Kept as
 * typed and always shown as text, never as markup.
 */
export const noteTextSchema = z.string({ error: NOTE_REQUIRED }).trim().min(1, NOTE_REQUIRED).max(5000, NOTE_TOO_LONG);

/** Body of POST /api/orders/{id}/notes. */
export const noteBodySchema = z.object({ text: noteTextSchema });
