/**
 * @module Styled react-aria Tabs. Same props as react-aria-components'
 * `Tabs`, `TabList`, `Tab`, `TabPanel` (only `className` is a plain string
 * that is added to ours). Tab and panel are matched by `id`.
 *
 *   <Tabs selectedKey={tab} onSelectionChange={(k) => setTab(String(k))}>
 *     <TabList aria-label="Orders views"><Tab id="orders">Orders</Tab><Tab id="shipping">Shipping</Tab></TabList>
 *     <TabPanel id="orders">…</TabPanel><TabPanel id="shipping">…</TabPanel>
 *   </Tabs>
 */
import {
  Tab as AriaTab,
  TabList as AriaTabList,
  TabPanel as AriaTabPanel,
  Tabs as AriaTabs,
  type TabListProps as AriaTabListProps,
  type TabPanelProps as AriaTabPanelProps,
  type TabProps as AriaTabProps,
  type TabsProps as AriaTabsProps,
} from "react-aria-components";
import * as styles from "./tabs.css.ts";

const join = (base: string, extra?: string) => (extra ? `${base} ${extra}` : base);

export function Tabs({ className, ...props }: Omit<AriaTabsProps, "className"> & { className?: string }) {
  return <AriaTabs {...props} className={join(styles.tabs, className)} />;
}

export function TabList<T extends object>({ className, ...props }: Omit<AriaTabListProps<T>, "className"> & { className?: string }) {
  return <AriaTabList {...props} className={join(styles.tabList, className)} />;
}

export function Tab({ className, ...props }: Omit<AriaTabProps, "className"> & { className?: string }) {
  return <AriaTab {...props} className={join(styles.tab, className)} />;
}

export function TabPanel({ className, ...props }: Omit<AriaTabPanelProps, "className"> & { className?: string }) {
  return <AriaTabPanel {...props} className={join(styles.tabPanel, className)} />;
}
