import { conflict } from "../shared/errors.ts";
import { err, type Result } from "../shared/result.ts";
import { changePassword, type ChangePasswordDeps } from "./change-password.ts";

export type ResetPasswordDeps = ChangePasswordDeps & { randomPassword: () => string };

/** `actorId`: the admin asking; absent when the owner resets one from the command line. */
export type ResetPasswordInput = { userId: number; actorId?: number | undefined };

export const OWN_PASSWORD_RESET = "Use Change password for your own account";

/**
 * Gives a user a new random password (returned once, to be handed over)
 * and signs them out everywhere. An admin's own password changes only with
 * the current one (change-own-password.ts), so a left-open session cannot
 * take the account over.
 */
export const resetPassword =
  (deps: ResetPasswordDeps) =>
  async ({ userId, actorId }: ResetPasswordInput): Promise<Result<{ password: string; sessionsEnded: number }>> => {
    if (actorId === userId) return err(conflict(OWN_PASSWORD_RESET));
    const password = deps.randomPassword();
    const changed = await changePassword(deps)({ userId, password });
    if (!changed.ok) return changed;
    return { ok: true, value: { password, sessionsEnded: changed.value.sessionsEnded } };
  };
