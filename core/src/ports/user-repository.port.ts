import type { User } from "../auth/user.ts";

export type NewUser = {
  username: string;
  passwordHash: string;
  role: string;
  name?: string | null;
  email?: string | null;
};

/** A user as the Users panel lists them. */
export type UserListing = User & { lastSignInAt: Date | null };

/** What removing a user came to; `last_admin` leaves every user in place. */
export type UserRemoval = "removed" | "not_found" | "last_admin";

export interface UserRepository {
  findByUsername(username: string): Promise<{ user: User; passwordHash: string } | null>;
  findById(id: number): Promise<User | null>;
  /** Every user, oldest first. */
  list(): Promise<UserListing[]>;
  /** Returns null when the username (or e-mail) is already taken. */
  create(user: NewUser): Promise<User | null>;
  countByRole(role: string): Promise<number>;
  /** Returns false when there is no such user. */
  setPasswordHash(id: number, passwordHash: string): Promise<boolean>;
  recordSignIn(id: number, at: Date): Promise<void>;
  /**
   * Removes the user and their sessions, unless they are the only admin left.
   * Atomic: two admins removing each other at once never leave none.
   */
  removeKeepingAnAdmin(id: number): Promise<UserRemoval>;
}
