/** @module Inventory Management (admin spec §2). Placeholder until the screen is built. */
import { PageHeader } from "../../../components/ui/page-header.tsx";

export function InventoryPage() {
  return <PageHeader title="Inventory Management" description="Keep stock levels of mesh, strings and supplies in check." />;
}
