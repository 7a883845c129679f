/**
 * @module Orders Management (docs/rules/admin.md, Orders): the Orders tab and the
 * Shipping tab. The tab is kept in the address (`?tab=shipping`) so the
 * dashboard's Shipping and Create Label links open it directly. Switching
 * tabs keeps each tab's own filters: the Orders tab's stay in the address
 * beside `tab` (so a reload keeps them too), and the Shipping tab, once
 * opened, stays mounted (hidden) so its sub-tab and search are there when
 * the owner comes back.
 */
import { useState } from "react";
import { useLocation, useSearch } from "wouter";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../../../components/ui/tabs.tsx";
import { OrdersTab } from "./orders-tab.tsx";
import { ShippingTab } from "./shipping-tab.tsx";

type OrdersView = "orders" | "shipping";

/** The address of a tab, keeping the Orders tab's filters, sort and page that the address holds. */
export function tabHref(search: string, view: OrdersView): string {
  const params = new URLSearchParams(search);
  params.delete("tab");
  if (view === "shipping") params.set("tab", "shipping");
  const query = params.toString();
  return query ? `/admin/orders?${query}` : "/admin/orders";
}

export function OrdersPage() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const view: OrdersView = new URLSearchParams(search).get("tab") === "shipping" ? "shipping" : "orders";
  // Mounted from its first visit on, so its own state outlives a trip to the Orders tab.
  const [shippingOpened, setShippingOpened] = useState(view === "shipping");
  if (view === "shipping" && !shippingOpened) setShippingOpened(true);
  return (
    <>
      <PageHeader title="Orders Management" description="Track orders, update their status and manage shipping labels." />
      <Tabs selectedKey={view} onSelectionChange={(key) => navigate(tabHref(search, key === "shipping" ? "shipping" : "orders"), { replace: true })}>
        <TabList aria-label="Orders Management">
          <Tab id="orders">Orders</Tab>
          <Tab id="shipping">Shipping</Tab>
        </TabList>
        <TabPanel id="orders">
          <OrdersTab />
        </TabPanel>
        {/* react-aria makes a kept inactive panel inert; `hidden` also takes it off the screen and from screen readers. */}
        <TabPanel id="shipping" shouldForceMount={shippingOpened} hidden={view !== "shipping"}>
          <ShippingTab />
        </TabPanel>
      </Tabs>
    </>
  );
}
