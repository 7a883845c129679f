/**
 * Who made a change an event records: an admin through the back office, a
 * provider's notice (a Stripe payment, a carrier's tracking scan), or the
 * shop's own jobs. Only an admin's change writes an activity row (decision
 * 0023); the timeline's actor says which admin or which provider.
 */
export type ChangedBy = "admin" | "provider" | "system" | "customer";

/** The author of a change as its events carry it: the name the timeline shows, and which kind of author that is. */
export type ChangeAuthor = { actor: string; by: ChangedBy };

/** An admin's change, under their username. */
export const byAdmin = (username: string): ChangeAuthor => ({ actor: username, by: "admin" });

/** The player's own answer through the status page link (the token is the key), as `customer` on the timeline. */
export const byCustomer = (): ChangeAuthor => ({ actor: "customer", by: "customer" });

/** A provider's change, under its name ("stripe", "shippo"). */
export const byProvider = (provider: string): ChangeAuthor => ({ actor: provider, by: "provider" });
