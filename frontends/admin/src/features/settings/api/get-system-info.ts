/**
 * @module What the Settings tab's System panel shows: the signed-in user
 * (`GET /api/user`, the same cache entry the session check uses) and
 * whether the API answers (`GET /api/health`).
 */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const useCurrentUser = () =>
  useQuery({
    queryKey: ["/api/user"],
    queryFn: ({ signal }) => unwrap(api.user.$get(undefined, withSignal(signal))).catch(() => null),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export const useApiHealth = () =>
  useQuery({
    queryKey: ["/api/health"],
    queryFn: ({ signal }) => unwrap(api.health.$get(undefined, withSignal(signal))),
  });
