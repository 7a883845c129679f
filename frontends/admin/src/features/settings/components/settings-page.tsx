/** @module Admin Settings (admin spec §2). Placeholder until the screen is built. */
import { PageHeader } from "../../../components/ui/page-header.tsx";

export function SettingsPage() {
  return <PageHeader title="Admin Settings" description="Manage website content, testimonials, services, and system settings" />;
}
