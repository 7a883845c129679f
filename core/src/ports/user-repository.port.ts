import type { User } from "../auth/user.ts";

export type NewUser = {
  username: string;
  passwordHash: string;
  role: string;
  name?: string | null;
  email?: string | null;
};

export interface UserRepository {
  findByUsername(username: string): Promise<{ user: User; passwordHash: string } | null>;
  findById(id: number): Promise<User | null>;
  /** Returns null when the username (or e-mail) is already taken. */
  create(user: NewUser): Promise<User | null>;
  countByRole(role: string): Promise<number>;
  /** Returns false when there is no such user. */
  setPasswordHash(id: number, passwordHash: string): Promise<boolean>;
}
