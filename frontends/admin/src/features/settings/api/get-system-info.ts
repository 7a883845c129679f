/**
 * @module What the Settings tab's System panel shows: the signed-in user
 * (`GET /api/user`, the same cache entry the session check uses) and
 * whether the API answers (`GET /api/health`).
 */
import { useQuery } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";

export interface CurrentUser {
  id: number;
  username: string;
  name: string | null;
  email: string | null;
  role: string;
}

export const useCurrentUser = () =>
  useQuery({
    queryKey: ["/api/user"],
    queryFn: ({ signal }) => fetchJson<CurrentUser>("/api/user", { signal }).catch(() => null),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export const useApiHealth = () =>
  useQuery({
    queryKey: ["/api/health"],
    queryFn: ({ signal }) => fetchJson<{ status: string }>("/api/health", { signal }),
  });
