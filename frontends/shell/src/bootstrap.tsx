/**
 * @module Mounts the shell's React tree. `/` arrives already rendered by the
 * server, so it is hydrated (in a transition, so the work is split into
 * short tasks and the page stays responsive); every other page is rendered
 * here.
 */
import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { readPageState } from "./app/page-state.ts";

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
