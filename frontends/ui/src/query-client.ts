/**
 * @module The one QueryClient of the page, shared with both remotes through
 * the `@tanstack/react-query` singleton. Defaults from public spec §7 and
 * admin spec §9: no retries, no refetch on focus or on a timer, data never
 * stale. The default read GETs the query key's first item as a path.
 */
import { QueryClient, type QueryFunction } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";

const defaultRead: QueryFunction = ({ queryKey, signal }) => fetchJson(String(queryKey[0]), { signal });

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
