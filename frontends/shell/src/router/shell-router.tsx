/**
 * @module Renders the remote (or page) for the current location. The admin
 * remote stays mounted while moving between `/auth` and `/admin/...`, so
 * it keeps its state; it does its own routing from the same location.
 */
import { useLocation } from "wouter";
import { NotFoundPage } from "@stringing/ui/components/not-found-page";
import { AdminRemote } from "../remotes/admin-remote.tsx";
import { SiteRemote } from "../remotes/site-remote.tsx";
import { TrackRemote } from "../remotes/track-remote.tsx";
import { resolveRoute, trackToken } from "./resolve-route.ts";

export function ShellRouter() {
  const [location] = useLocation();
  switch (resolveRoute(location)) {
    case "site":
      return <SiteRemote />;
    case "track":
      return <TrackRemote token={trackToken(location) ?? ""} />;
    case "admin":
      return <AdminRemote />;
    case "not-found":
      return <NotFoundPage />;
  }
}
