/**
 * @module A customer's order status page (`/track/<token>`), from the `site`
 * remote's `./TrackPage`, loaded on demand like the landing page and never
 * with any admin code. The server usually sends it rendered; it is hydrated
 * like `/`.
 */
import { lazy } from "react";
import { RemoteBoundary } from "./remote-boundary.tsx";

const TrackPage = lazy(() => import("site/TrackPage"));

export function TrackRemote({ token }: { token: string }) {
  return (
    <RemoteBoundary label="your order's status">
      <TrackPage token={token} />
    </RemoteBoundary>
  );
}
