import { conflict, forbidden, notFound } from "../shared/errors.ts";
import { err, type Result } from "../shared/result.ts";
import { changePassword, type ChangePasswordDeps } from "./change-password.ts";

export type ResetPasswordDeps = ChangePasswordDeps & { randomPassword: () => string };

/** `actorId`: the admin asking; absent when the owner resets one from the command line. */
export type ResetPasswordInput = { userId: number; actorId?: number | undefined };

export const OWN_PASSWORD_RESET = "Use Change password for your own account";
export const OWNER_PASSWORD_RESET = "Only the owner can reset the owner's password";

/**
 * Gives a user a new random password (returned once, to be handed over)
 * and signs them out everywhere. An admin's own password changes only with
 * the current one (change-own-password.ts), so a left-open session cannot
 * take the account over; and no admin resets the owner's, which would take
 * the owner's account (the command line still can, for a locked-out owner).
 */
export const resetPassword =
  (deps: ResetPasswordDeps) =>
  async ({ userId, actorId }: ResetPasswordInput): Promise<Result<{ password: string; sessionsEnded: number }>> => {
    if (actorId === userId) return err(conflict(OWN_PASSWORD_RESET));
    if (actorId !== undefined) {
      const target = await deps.users.findById(userId);
      if (!target) return err(notFound("User"));
      if (target.owner) return err(forbidden(OWNER_PASSWORD_RESET));
    }
    const password = deps.randomPassword();
    const changed = await changePassword(deps)({ userId, password });
    if (!changed.ok) return changed;
    return { ok: true, value: { password, sessionsEnded: changed.value.sessionsEnded } };
  };
