import type { SessionTouch } from "../auth/session-policy.ts";
import type { User } from "../auth/user.ts";
import type { Clock } from "../ports/clock.port.ts";
import type { AttemptReservation, LoginAttemptRepository } from "../ports/login-attempt-repository.port.ts";
import type { PasswordHasher } from "../ports/password-hasher.port.ts";
import type { SessionRepository } from "../ports/session-repository.port.ts";
import type { SessionTokens } from "../ports/session-tokens.port.ts";
import type { NewUser, OwnershipTransfer, UserListing, UserRemoval, UserRepository } from "../ports/user-repository.port.ts";
import { ADMIN_ROLE } from "../auth/user.ts";
import { StorageConflict } from "../shared/storage-errors.ts";

/** In-memory fakes of the auth ports, for core tests. */
export class InMemoryUsers implements UserRepository {
  private rows: { user: User; passwordHash: string; lastSignInAt: Date | null }[] = [];
  private nextId = 1;
  private removedUsernames = new Set<string>();

  async findByUsername(username: string) {
    const row = this.rows.find((candidate) => candidate.user.username === username);
    return row ? { user: row.user, passwordHash: row.passwordHash } : null;
  }
  async list(): Promise<UserListing[]> {
    return this.rows.map((row) => ({ ...row.user, lastSignInAt: row.lastSignInAt }));
  }
  async findById(id: number) {
    return this.rows.find((row) => row.user.id === id)?.user ?? null;
  }
  async create(input: NewUser) {
    if (this.rows.some((row) => row.user.username === input.username || (input.email && row.user.email === input.email))) return null;
    const user: User = {
      id: this.nextId++,
      username: input.username,
      name: input.name ?? null,
      email: input.email ?? null,
      role: input.role,
      owner: input.role === ADMIN_ROLE && !this.rows.some((row) => row.user.owner),
      createdAt: new Date(0),
    };
    this.rows.push({ user, passwordHash: input.passwordHash, lastSignInAt: null });
    return user;
  }
  async wasRemoved(username: string) {
    return this.removedUsernames.has(username) && !this.rows.some((row) => row.user.username === username);
  }
  async countByRole(role: string) {
    return this.rows.filter((row) => row.user.role === role).length;
  }
  async setPasswordHash(id: number, passwordHash: string) {
    const row = this.rows.find((candidate) => candidate.user.id === id);
    if (row) row.passwordHash = passwordHash;
    return Boolean(row);
  }
  async recordSignIn(id: number, at: Date) {
    const row = this.rows.find((candidate) => candidate.user.id === id);
    if (row) row.lastSignInAt = at;
  }
  async removeKeepingAnAdmin(id: number): Promise<UserRemoval> {
    const row = this.rows.find((candidate) => candidate.user.id === id);
    if (!row) return "not_found";
    if (row.user.owner) return "owner";
    if (row.user.role === ADMIN_ROLE && this.rows.filter((candidate) => candidate.user.role === ADMIN_ROLE).length <= 1) return "last_admin";
    this.rows = this.rows.filter((candidate) => candidate !== row);
    this.removedUsernames.add(row.user.username);
    return "removed";
  }
  async transferOwnership(fromId: number, toId: number): Promise<OwnershipTransfer> {
    const from = this.rows.find((row) => row.user.id === fromId);
    const to = this.rows.find((row) => row.user.id === toId);
    if (!from?.user.owner) return "not_owner";
    if (!to) return "not_found";
    if (to.user.role !== ADMIN_ROLE) return "not_admin";
    // Rows hold new objects, as a database returns fresh rows: a user read before keeps what it read.
    from.user = { ...from.user, owner: false };
    to.user = { ...to.user, owner: true };
    return "transferred";
  }
}

export class InMemorySessions implements SessionRepository {
  readonly rows = new Map<string, { userId: number; expiresAt: Date; lastSeenAt: Date }>();
  // A removed user's sessions find no user, as the database's cascade leaves none.
  constructor(private readonly users: UserRepository) {}

  async create(session: { tokenHash: string; userId: number; expiresAt: Date; lastSeenAt: Date }) {
    if (this.rows.has(session.tokenHash)) throw new StorageConflict();
    this.rows.set(session.tokenHash, { userId: session.userId, expiresAt: session.expiresAt, lastSeenAt: session.lastSeenAt });
  }
  async findWithUser(tokenHash: string) {
    const row = this.rows.get(tokenHash);
    const user = row && (await this.users.findById(row.userId));
    return row && user ? { user, expiresAt: row.expiresAt, lastSeenAt: row.lastSeenAt } : null;
  }
  async touch(tokenHash: string, touch: SessionTouch) {
    const row = this.rows.get(tokenHash);
    if (!row) return;
    row.lastSeenAt = touch.lastSeenAt;
    if (touch.expiresAt) row.expiresAt = touch.expiresAt;
  }
  async delete(tokenHash: string) {
    this.rows.delete(tokenHash);
  }
  async deleteForUser(userId: number) {
    let removed = 0;
    for (const [hash, row] of this.rows) if (row.userId === userId && this.rows.delete(hash)) removed++;
    return removed;
  }
  async deleteEnded({ now, idleSince }: { now: Date; idleSince: Date }) {
    let removed = 0;
    for (const [hash, row] of this.rows) if ((row.expiresAt <= now || row.lastSeenAt <= idleSince) && this.rows.delete(hash)) removed++;
    return removed;
  }
}

export class InMemoryLoginAttempts implements LoginAttemptRepository {
  private rows: { id: number; username: string; address: string; at: Date }[] = [];
  private nextId = 1;
  async reserve(username: string, address: string, at: Date, limit: { since: Date; max: number }): Promise<AttemptReservation> {
    // No await between the count and the push: that is what makes it atomic here.
    const recent = this.recent(username, address, limit.since);
    if (recent.length >= limit.max) return { reserved: false, recent };
    const id = this.nextId++;
    this.rows.push({ id, username, address, at });
    return { reserved: true, id };
  }
  async release(id: number) {
    this.rows = this.rows.filter((r) => r.id !== id);
  }
  async recentFailures(username: string, address: string, since: Date) {
    return this.recent(username, address, since);
  }
  private recent(username: string, address: string, since: Date) {
    return this.rows.filter((r) => r.username === username && r.address === address && r.at > since).map((r) => r.at);
  }
  async clear(username: string, address: string) {
    this.rows = this.rows.filter((r) => !(r.username === username && r.address === address));
  }
  async deleteOlderThan(cutoff: Date) {
    this.rows = this.rows.filter((r) => r.at > cutoff);
  }
}

/** Reversible "hash" so tests stay fast; production uses Argon2id. */
export const plainPasswords: PasswordHasher = {
  hash: async (password) => `hashed:${password}`,
  verify: async (hash, password) => hash === `hashed:${password}`,
};

export function sequentialTokens(): SessionTokens {
  let next = 0;
  return { generate: () => `token-${++next}`, hash: async (token) => `h(${token})` };
}

export class FixedClock implements Clock {
  constructor(private current: Date) {}
  now() {
    return new Date(this.current);
  }
  advance(ms: number) {
    this.current = new Date(this.current.getTime() + ms);
  }
}
