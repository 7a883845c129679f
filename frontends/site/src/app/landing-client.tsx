/**
 * @module The browser entry of `/` (decision record 0024): a plain Vite
 * build of the landing page, without the shell or the federation runtime,
 * served under `/remotes/site/landing/`. The API puts this script in place
 * of the shell's on `/` when it has rendered the page
 * (api/src/pages/landing-body.ts), so there is always server HTML to
 * hydrate: from the query cache the server rendered it with, in a
 * transition (short tasks). Every other page, and `/` reached inside the
 * shell (after signing out), keeps the federated shell and `./App`.
 */
import { hydrate } from "@tanstack/react-query";
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { readPageState } from "@stringing/ui/page-state";
import { createQueryClient } from "@stringing/ui/query-client";
import { LandingPage } from "./landing-page.tsx";

const container = document.getElementById("root");
if (!container?.firstElementChild) throw new Error("The landing page's entry needs the server's rendered #root");

const client = createQueryClient();
const state = readPageState(document);
if (state) hydrate(client, state);

startTransition(() => {
  hydrateRoot(
    container,
    <StrictMode>
      <LandingPage client={client} />
    </StrictMode>,
  );
});
