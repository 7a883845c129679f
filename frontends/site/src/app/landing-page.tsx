/**
 * @module The tree of `/` as first loaded, the same on the server
 * (render-landing-page.tsx) and in the browser (landing-client.tsx), so the
 * browser hydrates exactly what the server rendered: the query cache, a
 * Suspense boundary, the page. No router: nothing on the landing page
 * routes (its Admin Login is a plain link, a full page load of the shell).
 */
import { QueryClientProvider, type QueryClient } from "@tanstack/react-query";
import { Suspense } from "react";
import App from "./app.tsx";

export function LandingPage({ client }: { client: QueryClient }) {
  return (
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <App />
      </Suspense>
    </QueryClientProvider>
  );
}
