import { z } from "zod";
import type { Clock } from "../ports/clock.port.ts";
import type { LoginAttemptRepository } from "../ports/login-attempt-repository.port.ts";
import type { SessionTokens } from "../ports/session-tokens.port.ts";
import { invalid } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { changePassword, type ChangePasswordDeps } from "./change-password.ts";
import { loginAttemptLimit, loginRetryAfterSeconds } from "./login-throttle.ts";
import { passwordSchema } from "./password-rule.ts";
import { sessionExpiry } from "./session-policy.ts";
import type { User } from "./user.ts";

export const WRONG_CURRENT_PASSWORD = "Current password is incorrect";

/** The "Change your password" form; shared by the API and the form. */
export const changeOwnPasswordSchema = z.object({
  currentPassword: z.string({ error: "Current password is required" }).min(1, "Current password is required").max(1000),
  newPassword: passwordSchema,
});

export type ChangeOwnPasswordDeps = ChangePasswordDeps & { tokens: SessionTokens; clock: Clock; loginAttempts: LoginAttemptRepository };
export type ChangeOwnPasswordInput = z.infer<typeof changeOwnPasswordSchema> & { user: User; address: string };

/**
 * The signed-in user changes their own password, proving they know the
 * current one. Every session of theirs ends (a stolen cookie with it); the
 * caller's browser carries on in a new session, returned like a login's.
 */
export const changeOwnPassword =
  (deps: ChangeOwnPasswordDeps) =>
  async ({ user, currentPassword, newPassword, address }: ChangeOwnPasswordInput): Promise<Result<{ token: string; expiresAt: Date }>> => {
    // Wrong current passwords count as failed logins: a borrowed session must not become a way to guess it.
    const now = deps.clock.now();
    const throttleKey = user.username.toLowerCase();
    // Reserved before the hash check, as at login, so concurrent guesses cannot all pass the limit.
    const reservation = await deps.loginAttempts.reserve(throttleKey, address, now, loginAttemptLimit(now));
    if (!reservation.reserved) {
      return err({
        kind: "rate_limited",
        message: "Too many attempts. Please try again later.",
        retryAfterSeconds: loginRetryAfterSeconds(reservation.recent, now),
      });
    }

    const found = await deps.users.findByUsername(user.username);
    if (!found || found.user.id !== user.id || !(await deps.passwords.verify(found.passwordHash, currentPassword))) {
      return err(invalid(WRONG_CURRENT_PASSWORD, { currentPassword: WRONG_CURRENT_PASSWORD }));
    }
    await deps.loginAttempts.release(reservation.id);

    const changed = await changePassword(deps)({ userId: user.id, password: newPassword });
    if (!changed.ok) return changed;
    const token = deps.tokens.generate();
    const expiresAt = sessionExpiry(now);
    await deps.sessions.create({ tokenHash: await deps.tokens.hash(token), userId: user.id, expiresAt, lastSeenAt: now });
    return ok({ token, expiresAt });
  };
