import type { UserRepository } from "../ports/user-repository.port.ts";
import { conflict, forbidden, notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";

export const ONLY_OWNER_HANDS_ON = "Only the owner can make another admin the owner";
export const OWNER_MUST_BE_ADMIN = "Only an admin can be the owner";
export const ALREADY_OWNER = "You are the owner already";

/**
 * The owner hands ownership to another admin; from then on they are an
 * admin like the rest, and the new owner is the one no one else can remove
 * or reset.
 */
export const makeOwner =
  (deps: { users: UserRepository }) =>
  async ({ userId, actorId }: { userId: number; actorId: number }): Promise<Result<{ id: number }>> => {
    if (!(await deps.users.findById(actorId))?.owner) return err(forbidden(ONLY_OWNER_HANDS_ON));
    if (userId === actorId) return err(conflict(ALREADY_OWNER));
    const outcome = await deps.users.transferOwnership(actorId, userId);
    // Checked again inside the transfer: the owner may have handed on in another request since.
    if (outcome === "not_owner") return err(forbidden(ONLY_OWNER_HANDS_ON));
    if (outcome === "not_found") return err(notFound("User"));
    if (outcome === "not_admin") return err(conflict(OWNER_MUST_BE_ADMIN));
    return ok({ id: userId });
  };
