/**
 * @module The one QueryClient of the page, shared with both remotes through
 * the `@tanstack/react-query` singleton.
 * Defaults from docs/rules/public-site.md, Reads and defaults, and docs/rules/admin.md, Constants: no retries, no refetch on focus or on a timer, data never
 * stale. The default read GETs the query key's first item as a path.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { apiFetch, throwIfNotOk } from "@stringing/ui/api-request";

const defaultRead: QueryFunction = async ({ queryKey, signal }) => {
  const response = await apiFetch(String(queryKey[0]), { method: "GET", signal });
  await throwIfNotOk(response);
  return (await response.json()) as unknown;
};

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultRead,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        staleTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}
