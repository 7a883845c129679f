/** @module The providers every remote relies on, around the router. */
import { hydrate, QueryClientProvider, type DehydratedState } from "@tanstack/react-query";
import { createStore, Provider as JotaiProvider } from "jotai";
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
  const [store] = useState(createStore);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <ShellRouter />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
