/**
 * @module The providers every remote relies on, around the router. No jotai
 * store here: only the admin keeps state in jotai, in jotai's default store,
 * and a host that imports a shared library fetches it at start-up, so `/`
 * would download jotai for nothing.
 */
import { hydrate, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { useState } from "react";
import { createQueryClient } from "@stringing/ui/query-client";
import { ShellRouter } from "../router/shell-router.tsx";

/** `pageState`: the query cache the server rendered the page with, if it did. */
export function App({ pageState }: { pageState?: DehydratedState | undefined }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    if (pageState) hydrate(client, pageState);
    return client;
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ShellRouter />
    </QueryClientProvider>
  );
}
