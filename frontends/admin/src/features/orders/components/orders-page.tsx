/** @module Orders Management (admin spec §2). Placeholder until the screen is built. */
import { PageHeader } from "../../../components/ui/page-header.tsx";

export function OrdersPage() {
  return <PageHeader title="Orders Management" description="Track orders, update their status and manage shipping labels." />;
}
