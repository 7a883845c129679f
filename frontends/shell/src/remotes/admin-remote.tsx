/**
 * @module The back office, from the `admin` remote. Only this dynamic import
 * refers to it, so visiting `/` never downloads its code.
 */
import { lazy } from "react";
import { RemoteBoundary } from "./remote-boundary.tsx";

const AdminApp = lazy(() => import("admin/App"));

export function AdminRemote() {
  return (
    <RemoteBoundary label="the admin area">
      <AdminApp />
    </RemoteBoundary>
  );
}
