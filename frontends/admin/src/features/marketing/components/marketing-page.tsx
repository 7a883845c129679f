/** @module Email Marketing (admin spec §2). Placeholder until the screen is built. */
import { PageHeader } from "../../../components/ui/page-header.tsx";

export function MarketingPage() {
  return <PageHeader title="Email Marketing" description="Subscribers and email campaigns." />;
}
