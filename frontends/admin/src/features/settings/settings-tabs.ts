/** @module The nine Admin Settings tabs (docs/rules/admin.md, Settings), in order; the first is the default. */

export const SETTINGS_TABS = [
  { id: "content", label: "Content" },
  { id: "testimonials", label: "Testimonials" },
  { id: "services", label: "Services" },
  { id: "featured", label: "Featured" },
  { id: "events", label: "Events" },
  { id: "social", label: "Social" },
  { id: "shop", label: "Shop" },
  { id: "workshop", label: "Workshop" },
  { id: "settings", label: "Settings" },
] as const;

export type SettingsTabId = (typeof SETTINGS_TABS)[number]["id"];

export const DEFAULT_SETTINGS_TAB: SettingsTabId = "content";

export const isSettingsTab = (value: string): value is SettingsTabId => SETTINGS_TABS.some((tab) => tab.id === value);
