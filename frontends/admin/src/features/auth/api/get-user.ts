/**
 * @module `GET /api/user`: the session check (docs/rules/admin.md, Gating). 200 is the
 * user, 401 means signed out; any failure counts as signed out. Not
 * retried, cached for 5 minutes.
 */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";
import type { SessionState } from "../session-state.ts";
import type { SessionUser } from "../session-user.ts";

export const USER_QUERY_KEY = ["/api/user"] as const;
export const USER_CACHE_MS = 5 * 60 * 1000;

/** The signed-in user, or `null` when there is none (or the check failed). */
export async function getUser(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    return await unwrap(api.user.$get(undefined, withSignal(signal)));
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

export function useUser() {
  return useQuery({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => getUser(signal),
    staleTime: USER_CACHE_MS,
    retry: false,
  });
}

/** The session as the gate sees it. */
export function useSession(): { session: SessionState; user: SessionUser | null } {
  const { data, isPending } = useUser();
  if (isPending) return { session: { status: "pending" }, user: null };
  if (!data) return { session: { status: "signed-out" }, user: null };
  return { session: { status: "signed-in", user: data }, user: data };
}
