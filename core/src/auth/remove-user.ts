import type { UserRepository } from "../ports/user-repository.port.ts";
import { conflict, forbidden, notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";

export const CANNOT_REMOVE_YOURSELF = "You cannot remove yourself";
export const CANNOT_REMOVE_LAST_ADMIN = "The last admin cannot be removed";
export const CANNOT_REMOVE_OWNER = "The owner cannot be removed; the owner can make another admin the owner first";

/**
 * Removes a user and their sessions. Never the admin asking (they would
 * lock themselves out mid-request), never the owner (no other admin can
 * take the back office from them) and never the only admin left, so the
 * back office always has someone who can sign in.
 */
export const removeUser =
  (deps: { users: UserRepository }) =>
  async ({ userId, actorId }: { userId: number; actorId: number }): Promise<Result<{ id: number }>> => {
    if (userId === actorId) return err(conflict(CANNOT_REMOVE_YOURSELF));
    const outcome = await deps.users.removeKeepingAnAdmin(userId);
    if (outcome === "not_found") return err(notFound("User"));
    if (outcome === "last_admin") return err(conflict(CANNOT_REMOVE_LAST_ADMIN));
    if (outcome === "owner") return err(forbidden(CANNOT_REMOVE_OWNER));
    return ok({ id: userId });
  };
