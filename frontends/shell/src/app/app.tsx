/** @module The providers every remote relies on, around the router. */
import { QueryClientProvider } from "@tanstack/react-query";
import { createStore, Provider as JotaiProvider } from "jotai";
import { useState } from "react";
import { ShellRouter } from "../router/shell-router.tsx";
import { createQueryClient } from "./query-client.ts";

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [store] = useState(createStore);
  return (
    <QueryClientProvider client={queryClient}>
      <JotaiProvider store={store}>
        <ShellRouter />
      </JotaiProvider>
    </QueryClientProvider>
  );
}
