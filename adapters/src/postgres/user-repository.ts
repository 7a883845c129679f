import { count, eq } from "drizzle-orm";
import type { User } from "@stringing/core/auth/user";
import type { NewUser, UserRepository } from "@stringing/core/ports/user-repository.port";
import type { Executor } from "./db.ts";
import { isUniqueViolation, translateStorageErrorsOf } from "./errors.ts";
import { users } from "./schema/index.ts";

/** The columns a user is shown with: never the password hash. */
export const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.role,
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

  async create(input: NewUser) {
    try {
      const [row] = await this.db
        .insert(users)
        .values({
          username: input.username,
          passwordHash: input.passwordHash,
          role: input.role,
          name: input.name ?? null,
          email: input.email ?? null,
        })
        .returning(userColumns);
      return row ?? null;
    } catch (error) {
      if (isUniqueViolation(error)) return null;
      throw error;
    }
  }

  async countByRole(role: string) {
    const [row] = await this.db.select({ value: count() }).from(users).where(eq(users.role, role));
    return row?.value ?? 0;
  }

  async setPasswordHash(id: number, passwordHash: string) {
    const updated = await this.db.update(users).set({ passwordHash }).where(eq(users.id, id)).returning({ id: users.id });
    return updated.length > 0;
  }
}

translateStorageErrorsOf(PostgresUserRepository);
