import type { Clock } from "../ports/clock.port.ts";
import type { LoginAttemptRepository } from "../ports/login-attempt-repository.port.ts";
import type { PasswordHasher } from "../ports/password-hasher.port.ts";
import type { SessionRepository } from "../ports/session-repository.port.ts";
import type { SessionTokens } from "../ports/session-tokens.port.ts";
import type { UserRepository } from "../ports/user-repository.port.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { loginAttemptLimit, loginRetryAfterSeconds } from "./login-throttle.ts";
import { sessionExpiry } from "./session-policy.ts";
import type { User } from "./user.ts";

export type LogInDeps = {
  users: UserRepository;
  sessions: SessionRepository;
  loginAttempts: LoginAttemptRepository;
  passwords: PasswordHasher;
  tokens: SessionTokens;
  clock: Clock;
};

export type LogInInput = {
  username: string;
  password: string;
  address: string;
  /** The session cookie the request already carried, if any: it is replaced, never kept. */
  previousToken?: string | undefined;
};
export type LoggedIn = { user: User; token: string; expiresAt: Date };

export const INVALID_CREDENTIALS = "Invalid username or password";

// Verifying against a real hash when the user is unknown keeps the response
// time the same, so timing does not reveal which usernames exist.
let decoyHash: Promise<string> | undefined;

export const logIn =
  (deps: LogInDeps) =>
  async ({ username, password, address, previousToken }: LogInInput): Promise<Result<LoggedIn>> => {
    const now = deps.clock.now();
    const throttleKey = username.toLowerCase();
    // The attempt is counted before the slow hash check, so a burst of guesses sent at once meets the limit too;
    // it stays a failure unless the password is right.
    const reservation = await deps.loginAttempts.reserve(throttleKey, address, now, loginAttemptLimit(now));
    if (!reservation.reserved) {
      const retryAfterSeconds = loginRetryAfterSeconds(reservation.recent, now);
      return err({ kind: "rate_limited", message: "Too many login attempts. Please try again later.", retryAfterSeconds });
    }

    const found = await deps.users.findByUsername(username);
    decoyHash ??= deps.passwords.hash("decoy password");
    const valid = await deps.passwords.verify(found?.passwordHash ?? (await decoyHash), password);
    if (!found || !valid) return err({ kind: "unauthorized", message: INVALID_CREDENTIALS });

    await deps.loginAttempts.clear(throttleKey, address);
    // A token planted before login (session fixation) must not become the
    // signed-in session, so login always starts a new one and ends the old.
    if (previousToken) await deps.sessions.delete(await deps.tokens.hash(previousToken));
    const token = deps.tokens.generate();
    const expiresAt = sessionExpiry(now);
    await deps.sessions.create({ tokenHash: await deps.tokens.hash(token), userId: found.user.id, expiresAt, lastSeenAt: now });
    await deps.users.recordSignIn(found.user.id, now);
    return ok({ user: found.user, token, expiresAt });
  };
