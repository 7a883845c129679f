import { and, asc, count, eq, inArray, or, sql } from "drizzle-orm";
import type { User } from "@stringing/core/auth/user";
import { ADMIN_ROLE } from "@stringing/core/auth/user";
import type { NewUser, OwnershipTransfer, UserRemoval, UserRepository } from "@stringing/core/ports/user-repository.port";
import type { Executor } from "./db.ts";
import { isUniqueViolation, translateStorageErrorsOf } from "./errors.ts";
import { inSavepoint } from "./savepoint.ts";
import { removedUsernames, users } from "./schema/index.ts";

/** The columns a user is shown with: never the password hash. */
export const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
  owner: users.isOwner,
  createdAt: users.createdAt,
};

export class PostgresUserRepository implements UserRepository {
  constructor(private readonly db: Executor) {}

  async findByUsername(username: string) {
    const [row] = await this.db
      .select({ ...userColumns, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.username, username));
    if (!row) return null;
    const { passwordHash, ...user } = row;
    return { user: user satisfies User, passwordHash };
  }

  async findById(id: number) {
    const [row] = await this.db.select(userColumns).from(users).where(eq(users.id, id));
    return row ?? null;
  }

  async list() {
    return this.db
      .select({ ...userColumns, lastSignInAt: users.lastSignInAt })
      .from(users)
      .orderBy(asc(users.id));
  }

  async create(input: NewUser) {
    const owner = input.role === ADMIN_ROLE;
    try {
      return await this.insert(input, owner);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Two first admins at once both saw no owner; the one-owner index refused the second, who joins as an admin.
      if (!owner) return null;
    }
    try {
      return await this.insert(input, false);
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  private async insert(input: NewUser, ownerIfNone: boolean) {
    const [row] = await inSavepoint(this.db, () =>
      this.db
        .insert(users)
        .values({
          username: input.username,
          passwordHash: input.passwordHash,
          role: input.role,
          name: input.name ?? null,
          email: input.email ?? null,
          isOwner: ownerIfNone ? sql`not exists (select 1 from ${users} where ${users.isOwner})` : false,
        })
        .returning(userColumns),
    );
    return row ?? null;
  }

  async wasRemoved(username: string) {
    const [row] = await this.db
      .select({ username: removedUsernames.username })
      .from(removedUsernames)
      .where(and(eq(removedUsernames.username, username), sql`not exists (select 1 from ${users} where ${users.username} = ${username})`));
    return Boolean(row);
  }

  async countByRole(role: string) {
    const [row] = await this.db.select({ value: count() }).from(users).where(eq(users.role, role));
    return row?.value ?? 0;
  }

  async setPasswordHash(id: number, passwordHash: string) {
    const updated = await this.db.update(users).set({ passwordHash }).where(eq(users.id, id)).returning({ id: users.id });
    return updated.length > 0;
  }

  async recordSignIn(id: number, at: Date) {
    await this.db.update(users).set({ lastSignInAt: at }).where(eq(users.id, id));
  }

  async removeKeepingAnAdmin(id: number): Promise<UserRemoval> {
    return this.db.transaction(async (tx) => {
      // Locking every admin row makes a concurrent removal wait and then count again.
      const locked = await tx
        .select({ id: users.id, username: users.username, role: users.role, owner: users.isOwner })
        .from(users)
        .where(or(eq(users.role, ADMIN_ROLE), eq(users.id, id)))
        .orderBy(asc(users.id))
        .for("update");
      const target = locked.find((row) => row.id === id);
      if (!target) return "not_found";
      if (target.owner) return "owner";
      if (target.role === ADMIN_ROLE && locked.filter((row) => row.role === ADMIN_ROLE).length <= 1) return "last_admin";
      await tx.delete(users).where(eq(users.id, id));
      await tx.insert(removedUsernames).values({ username: target.username }).onConflictDoNothing();
      return "removed";
    });
  }

  async transferOwnership(fromId: number, toId: number): Promise<OwnershipTransfer> {
    return this.db.transaction(async (tx) => {
      // The same lock order as removal (admins by id), so a removal and a transfer wait for each other, never deadlock.
      const locked = await tx
        .select({ id: users.id, role: users.role, owner: users.isOwner })
        .from(users)
        .where(or(eq(users.role, ADMIN_ROLE), inArray(users.id, [fromId, toId])))
        .orderBy(asc(users.id))
        .for("update");
      const from = locked.find((row) => row.id === fromId);
      const to = locked.find((row) => row.id === toId);
      if (!from?.owner) return "not_owner";
      if (!to) return "not_found";
      if (to.role !== ADMIN_ROLE) return "not_admin";
      // Two statements: the one-owner index is checked row by row, so the old owner lets go first.
      await tx
        .update(users)
        .set({ isOwner: false })
        .where(and(eq(users.id, fromId), eq(users.isOwner, true)));
      await tx.update(users).set({ isOwner: true }).where(eq(users.id, toId));
      return "transferred";
    });
  }
}

translateStorageErrorsOf(PostgresUserRepository);
