/** @module The sidebar icon of each admin page. */
import type { ComponentType } from "react";
import type { IconProps } from "@stringing/ui/components/icons/svg-icon";
import { ActivityIcon } from "../components/ui/icons/activity-icon.tsx";
import { CustomersIcon } from "../components/ui/icons/customers-icon.tsx";
import { DashboardIcon } from "../components/ui/icons/dashboard-icon.tsx";
import { InboxIcon } from "../components/ui/icons/inbox-icon.tsx";
import { InventoryIcon } from "../components/ui/icons/inventory-icon.tsx";
import { MarketingIcon } from "../components/ui/icons/marketing-icon.tsx";
import { OrdersIcon } from "../components/ui/icons/orders-icon.tsx";
import { SettingsIcon } from "../components/ui/icons/settings-icon.tsx";
import type { AdminPageKey } from "./admin-pages.ts";

export const PAGE_ICONS: Record<AdminPageKey, ComponentType<IconProps>> = {
  dashboard: DashboardIcon,
  orders: OrdersIcon,
  inventory: InventoryIcon,
  customers: CustomersIcon,
  marketing: MarketingIcon,
  inbox: InboxIcon,
  activity: ActivityIcon,
  settings: SettingsIcon,
};
