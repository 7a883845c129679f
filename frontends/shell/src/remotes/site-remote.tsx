/** @module The visitors' landing page, from the `site` remote, loaded on demand. */
import { lazy } from "react";
import { RemoteBoundary } from "./remote-boundary.tsx";

const SiteApp = lazy(() => import("site/App"));

export function SiteRemote() {
  return (
    <RemoteBoundary label="the page">
      <SiteApp />
    </RemoteBoundary>
  );
}
