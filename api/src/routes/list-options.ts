import type { Context } from "hono";
import { isAdmin } from "@stringing/core/auth/user";
import type { CatalogueListOptions } from "@stringing/core/ports/catalogue-repository.port";
import type { Paging } from "@stringing/core/shared/paging";
import type { AppEnv } from "../app-env.ts";

/** Whether the caller is a signed-in admin (who sees hidden items with their flag). */
export function viewerIsAdmin(c: Context<AppEnv>): boolean {
  const user = c.get("user");
  return user !== null && isAdmin(user);
}

/** docs/rules/api.md, Visibility: anonymous lists hold only visible items; admins get every item. */
export const listOptions = (c: Context<AppEnv>, paging: Paging): CatalogueListOptions => ({ ...paging, includeHidden: viewerIsAdmin(c) });
