/**
 * @module Orders Management (admin spec §2): the Orders tab and the
 * Shipping tab. The tab is kept in the address (`?tab=shipping`) so the
 * dashboard's Shipping and Create Label links open it directly.
 */
import { useLocation, useSearch } from "wouter";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../../../components/ui/tabs.tsx";
import { OrdersTab } from "./orders-tab.tsx";
import { ShippingTab } from "./shipping-tab.tsx";

type OrdersView = "orders" | "shipping";

export function OrdersPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view: OrdersView = new URLSearchParams(search).get("tab") === "shipping" ? "shipping" : "orders";
  return (
    <>
      <PageHeader title="Orders Management" description="Track orders, update their status and manage shipping labels." />
      <Tabs selectedKey={view} onSelectionChange={(key) => navigate(key === "shipping" ? "/admin/orders?tab=shipping" : "/admin/orders", { replace: true })}>
        <TabList aria-label="Orders Management">
          <Tab id="orders">Orders</Tab>
          <Tab id="shipping">Shipping</Tab>
        </TabList>
        <TabPanel id="orders">
          <OrdersTab />
        </TabPanel>
        <TabPanel id="shipping">
          <ShippingTab />
        </TabPanel>
      </Tabs>
    </>
  );
}
