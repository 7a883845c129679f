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

/** What removing a user came to; `last_admin` and `owner` leave every user in place. */
export type UserRemoval = "removed" | "not_found" | "last_admin" | "owner";

/** What handing ownership on came to; anything but `transferred` changes nothing. */
export type OwnershipTransfer = "transferred" | "not_owner" | "not_found" | "not_admin";

export interface UserRepository {
  findByUsername(username: string): Promise<{ user: User; passwordHash: string } | null>;
  findById(id: number): Promise<User | null>;
  /** Every user, oldest first. */
  list(): Promise<UserListing[]>;
  /**
   * Returns null when the username (or e-mail) is already taken. An admin
   * created while no one owns the back office becomes its owner.
   */
  create(user: NewUser): Promise<User | null>;
  countByRole(role: string): Promise<number>;
  /** Whether a user of this name was removed (and none of that name exists now or since). */
  wasRemoved(username: string): Promise<boolean>;
  /** Returns false when there is no such user. */
  setPasswordHash(id: number, passwordHash: string): Promise<boolean>;
  recordSignIn(id: number, at: Date): Promise<void>;
  /**
   * Removes the user and their sessions, unless they are the only admin left
   * or the owner, and remembers the username as removed. Atomic: two admins removing each other at once never leave
   * none, and an admin just made owner is not removed.
   */
  removeKeepingAnAdmin(id: number): Promise<UserRemoval>;
  /** Makes admin `toId` the owner in place of `fromId`, if `fromId` owns it still. Atomic: there is never no owner nor two. */
  transferOwnership(fromId: number, toId: number): Promise<OwnershipTransfer>;
}
