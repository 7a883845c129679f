/**
 * @module Inventory Management (docs/rules/inventory.md, The screen): Quick Add, Bulk Update and
 * Batch Import, and three tabs: the Dashboard (summary), the Inventory List, and Materials (what
 * to reorder, and what services and options take off the shelf).
 */
import { useState } from "react";
import { Button } from "@stringing/ui/components/button";
import { PageHeader } from "../../../components/ui/page-header.tsx";
import { Tab, TabList, TabPanel, Tabs } from "../../../components/ui/tabs.tsx";
import { BatchImportDialog } from "./batch-import-dialog.tsx";
import { BulkUpdateDialog } from "./bulk-update-dialog.tsx";
import { InventoryDashboard } from "./inventory-dashboard.tsx";
import { InventoryItemDialog } from "./inventory-item-dialog.tsx";
import { InventoryList } from "./inventory-list.tsx";
import { MaterialsPanel } from "./materials-panel.tsx";
import { ToReorderList } from "./to-reorder-list.tsx";
import * as styles from "./inventory.css.ts";

type Dialog = "quick-add" | "bulk-update" | "batch-import" | null;

export function InventoryPage() {
  const [tab, setTab] = useState("dashboard");
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <div className={styles.page}>
      <div className={styles.headerRow}>
        <PageHeader title="Inventory Management" description="Keep stock levels of mesh, strings and supplies in check." />
        <div className={styles.actions}>
          <Button variant="secondary" onPress={() => setDialog("batch-import")}>
            Batch Import
          </Button>
          <Button variant="secondary" onPress={() => setDialog("bulk-update")}>
            Bulk Update
          </Button>
          <Button onPress={() => setDialog("quick-add")}>Quick Add</Button>
        </div>
      </div>

      <Tabs selectedKey={tab} onSelectionChange={(key) => setTab(String(key))}>
        <TabList aria-label="Inventory views">
          <Tab id="dashboard">Dashboard</Tab>
          <Tab id="list">Inventory List</Tab>
          <Tab id="materials">Materials</Tab>
        </TabList>
        <TabPanel id="dashboard">
          <InventoryDashboard onShowList={() => setTab("list")} />
        </TabPanel>
        <TabPanel id="list">
          <InventoryList />
        </TabPanel>
        <TabPanel id="materials" className={styles.page}>
          <ToReorderList />
          <MaterialsPanel />
        </TabPanel>
      </Tabs>

      {dialog === "quick-add" ? <InventoryItemDialog onClose={close} /> : null}
      {dialog === "bulk-update" ? <BulkUpdateDialog onClose={close} /> : null}
      {dialog === "batch-import" ? <BatchImportDialog onClose={close} /> : null}
    </div>
  );
}
