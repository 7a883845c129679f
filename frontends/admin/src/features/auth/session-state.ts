/** @module The session as the gate sees it: unknown yet, signed out, or signed in. */
export type SessionState = { status: "pending" } | { status: "signed-out" } | { status: "signed-in"; user: { role: string } };
