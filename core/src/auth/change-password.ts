import type { PasswordHasher } from "../ports/password-hasher.port.ts";
import type { SessionRepository } from "../ports/session-repository.port.ts";
import type { UserRepository } from "../ports/user-repository.port.ts";
import { invalid, notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { passwordProblem } from "./password-rule.ts";

export type ChangePasswordDeps = { users: UserRepository; sessions: SessionRepository; passwords: PasswordHasher };
export type ChangePasswordInput = { userId: number; password: string };

/**
 * Sets a user's password and ends every session they have, so whoever held
 * the old password (or a session opened with it) is signed out everywhere.
 */
export const changePassword =
  (deps: ChangePasswordDeps) =>
  async ({ userId, password }: ChangePasswordInput): Promise<Result<{ sessionsEnded: number }>> => {
    const problem = passwordProblem(password);
    if (problem) return err(invalid(problem, { password: problem }));
    const passwordHash = await deps.passwords.hash(password);
    // The hash changes first: a login with the old password racing this call
    // then either fails or opens a session that the deletion below still ends.
    if (!(await deps.users.setPasswordHash(userId, passwordHash))) return err(notFound("User"));
    return ok({ sessionsEnded: await deps.sessions.deleteForUser(userId) });
  };
