/** The user as every response shows it: never the password hash. */
export type User = {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: string;
  /** The admin the others cannot remove or reset (role stays `admin`); one at most, handed on only by themself. */
  owner: boolean;
  createdAt: Date;
};

export const ADMIN_ROLE = "admin";

export const isAdmin = (user: Pick<User, "role">): boolean => user.role === ADMIN_ROLE;
