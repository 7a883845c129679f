/** @module The signed-in user as `GET /api/user` and `POST /api/login` return it. */
export interface SessionUser {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: string;
}

/** The name to greet the user by: their name, else their username. */
export const displayName = (user: Pick<SessionUser, "name" | "username">): string =>
  user.name?.trim() ? user.name : user.username;
