/** @module Customer Management (admin spec §2). Placeholder until the screen is built. */
import { PageHeader } from "../../../components/ui/page-header.tsx";

export function CustomersPage() {
  return <PageHeader title="Customer Management" description="Profiles, shipping details, stringing preferences and order history." />;
}
