/** @module Dashboard (admin spec §2). Placeholder until the screen is built. */
import { PageHeader } from "../../../components/ui/page-header.tsx";

export function DashboardPage() {
  return <PageHeader title="Dashboard" description="An overview of orders, stock and subscribers." />;
}
