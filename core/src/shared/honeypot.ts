/**
 * The public forms carry a `website` field that people never see or reach,
 * and bots that fill in every input fill in. Such a submission is answered
 * as a successful one would be, so the bot has nothing to learn from or
 * adapt to, and nothing of it is stored or sent.
 *
 * No zod here: the site's page imports the field's name without the
 * validation library.
 */
export const HONEYPOT_FIELD = "website";

export const isHoneypotFilled = (value: unknown): boolean => typeof value === "string" && value !== "";
