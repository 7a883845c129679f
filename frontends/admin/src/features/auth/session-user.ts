/** @module The signed-in user as `GET /api/user` and `POST /api/login` return it (the typed client's answer). */
import type { Answer, api } from "@stringing/ui/api-client";

export type SessionUser = Answer<typeof api.user.$get>;

/** The name to greet the user by: their name, else their username. */
export const displayName = (user: Pick<SessionUser, "name" | "username">): string => (user.name?.trim() ? user.name : user.username);
