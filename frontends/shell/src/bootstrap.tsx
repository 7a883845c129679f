/**
 * @module Mounts the shell's React tree. A page that arrives rendered by the
 * server (the status page; `/` only from a build without the landing page's
 * own entry, which otherwise hydrates `/` without the shell: decision record
 * 0024) is hydrated in a transition, so the work is split into short tasks
 * and the page stays responsive; every other page is rendered here.
 */
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { readPageState } from "@stringing/ui/page-state";

const container = document.getElementById("root");
if (!container) throw new Error("The page has no #root element");

const app = (
  <StrictMode>
    <App pageState={readPageState(document)} />
  </StrictMode>
);

if (container.firstElementChild) {
  startTransition(() => {
    hydrateRoot(container, app);
  });
} else {
  createRoot(container).render(app);
}
