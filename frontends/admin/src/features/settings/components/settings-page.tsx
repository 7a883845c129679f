/**
 * @module Admin Settings (docs/rules/admin.md, Settings): nine tabs, starting on Content —
 * site content, the six lists of site items, and system settings.
 */
import { useState, type ComponentType } from "react";
import { useSearch } from "wouter";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../../../components/ui/tabs.tsx";
import { DEFAULT_SETTINGS_TAB, SETTINGS_TABS, isSettingsTab, type SettingsTabId } from "../settings-tabs.ts";
import { ActivityRetentionPanel } from "./activity-retention-panel.tsx";
import { BackgroundJobsPanel } from "./background-jobs-panel.tsx";
import { ContentPanel } from "./content-panel.tsx";
import { EventsPanel } from "./events-panel.tsx";
import { FeaturedPanel } from "./featured-panel.tsx";
import { MailDeliveryPanel } from "./mail-delivery-panel.tsx";
import { PaymentSettingsPanel } from "./payment-settings-panel.tsx";
import { ServicesPanel } from "./services-panel.tsx";
import * as styles from "./settings.css.ts";
import { ShippingPanel } from "./shipping-panel.tsx";
import { ShopPanel } from "./shop-panel.tsx";
import { SocialPanel } from "./social-panel.tsx";
import { SystemInfoPanel } from "./system-info-panel.tsx";
import { TestimonialsPanel } from "./testimonials-panel.tsx";
import { UsersPanel } from "./users-panel.tsx";
import { WorkshopTab } from "./workshop-tab.tsx";

function SystemSettingsPanel() {
  return (
    <div className={styles.systemGrid}>
      <PaymentSettingsPanel />
      <MailDeliveryPanel />
      <ShippingPanel />
      <UsersPanel />
      <ActivityRetentionPanel />
      <SystemInfoPanel />
      <BackgroundJobsPanel />
    </div>
  );
}

const PANELS: Record<SettingsTabId, ComponentType> = {
  content: ContentPanel,
  testimonials: TestimonialsPanel,
  services: ServicesPanel,
  featured: FeaturedPanel,
  events: EventsPanel,
  social: SocialPanel,
  shop: ShopPanel,
  workshop: WorkshopTab,
  settings: SystemSettingsPanel,
};

export function SettingsPage() {
  // The dashboard's setup steps link straight to the tab that fixes them.
  const asked = new URLSearchParams(useSearch()).get("tab") ?? "";
  const [tab, setTab] = useState<SettingsTabId>(isSettingsTab(asked) ? asked : DEFAULT_SETTINGS_TAB);
  return (
    <div className={styles.page}>
      <PageHeader title="Admin Settings" description="Manage website content, testimonials, services, and system settings" />
      <Tabs selectedKey={tab} onSelectionChange={(key) => isSettingsTab(String(key)) && setTab(String(key) as SettingsTabId)}>
        <TabList aria-label="Settings sections" className={styles.tabList}>
          {SETTINGS_TABS.map((t) => (
            <Tab key={t.id} id={t.id}>
              {t.label}
            </Tab>
          ))}
        </TabList>
        {SETTINGS_TABS.map((t) => {
          const Panel = PANELS[t.id];
          return (
            <TabPanel key={t.id} id={t.id} className={styles.panel}>
              <Panel />
            </TabPanel>
          );
        })}
      </Tabs>
    </div>
  );
}
