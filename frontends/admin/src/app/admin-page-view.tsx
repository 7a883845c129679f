/** @module Renders the page for the current admin path (an order's own page too), or the 404 page. */
import type { ComponentType } from "react";
import { NotFound } from "../components/ui/not-found.tsx";
import { ActivityPage } from "../features/activity/components/activity-page.tsx";
import { TodaysWork } from "../features/board/components/todays-work.tsx";
import { CustomersPage } from "../features/customers/components/customers-page.tsx";
import { DashboardPage } from "../features/dashboard/components/dashboard-page.tsx";
import { InboxPage } from "../features/inbox/components/inbox-page.tsx";
import { InventoryPage } from "../features/inventory/components/inventory-page.tsx";
import { MarketingPage } from "../features/marketing/components/marketing-page.tsx";
import { OrderPage } from "../features/orders/components/order-page.tsx";
import { OrdersPage } from "../features/orders/components/orders-page.tsx";
import { SettingsPage } from "../features/settings/components/settings-page.tsx";
import { orderIdFromPath, resolveAdminPage, type AdminPageKey } from "./admin-pages.ts";

// The dashboard opens on the day's work; the app composes it because features never import each other.
const Dashboard = () => <DashboardPage board={<TodaysWork />} />;

const PAGES: Record<AdminPageKey, ComponentType> = {
  dashboard: Dashboard,
  orders: OrdersPage,
  inventory: InventoryPage,
  customers: CustomersPage,
  marketing: MarketingPage,
  inbox: InboxPage,
  activity: ActivityPage,
  settings: SettingsPage,
};

export function AdminPageView({ pathname }: { pathname: string }) {
  const orderId = orderIdFromPath(pathname);
  if (orderId !== undefined) return <OrderPage key={orderId} id={orderId} />;
  const page = resolveAdminPage(pathname);
  const Page = page ? PAGES[page.key] : NotFound;
  return <Page />;
}
