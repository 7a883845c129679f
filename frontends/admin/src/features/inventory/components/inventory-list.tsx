/**
 * @module The Inventory List tab (docs/rules/inventory.md, The screen): sort by quantity, filter by
 * category and stock state, table or grid view, and per item Edit, History
 * and Delete (after a confirmation).
 */
import { useState, type ReactNode } from "react";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { toast } from "@stringing/ui/toast-queue";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { DataTable } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { useDeleteInventoryItem } from "../api/delete-inventory-item.ts";
import { FETCH_INVENTORY_ERROR, useInventory } from "../api/get-inventory.ts";
import { failureText } from "../failure-text.ts";
import { DEFAULT_INVENTORY_FILTERS, categoryLabel, type InventoryFilters } from "../inventory-filters.ts";
import type { InventoryItem } from "../inventory-item.ts";
import { InventoryFiltersBar, type InventoryView } from "./inventory-filters-bar.tsx";
import { InventoryItemDialog } from "./inventory-item-dialog.tsx";
import { ItemHistoryDialog } from "./item-history-dialog.tsx";
import { StockBar } from "./stock-bar.tsx";
import * as styles from "./inventory.css.ts";

/** Phones start on the grid: a wide table only scrolls sideways there. */
const initialView = (): InventoryView =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" && window.matchMedia("(max-width: 639px)").matches ? "grid" : "table";

type Open = { kind: "edit" | "history" | "delete"; item: InventoryItem } | null;

function ItemActions({ item, onOpen }: { item: InventoryItem; onOpen: (open: Open) => void }) {
  return (
    <>
      <Button variant="secondary" size="sm" aria-label={`Edit ${item.name}`} onPress={() => onOpen({ kind: "edit", item })}>
        Edit
      </Button>
      <Button variant="secondary" size="sm" aria-label={`History of ${item.name}`} onPress={() => onOpen({ kind: "history", item })}>
        History
      </Button>
      <Button variant="ghost" size="sm" aria-label={`Delete ${item.name}`} onPress={() => onOpen({ kind: "delete", item })}>
        Delete
      </Button>
    </>
  );
}

export function InventoryList() {
  const [filters, setFilters] = useState<InventoryFilters>(DEFAULT_INVENTORY_FILTERS);
  const [view, setView] = useState<InventoryView>(initialView);
  const [open, setOpen] = useState<Open>(null);
  const items = useInventory(filters);
  const remove = useDeleteInventoryItem();
  const filtered = filters.category !== "all" || filters.stock !== "all";

  const empty = (
    <EmptyState
      title={filtered ? "No items match these filters" : "No inventory items yet"}
      description={filtered ? "Try another category or stock level." : "Use Quick Add or Batch Import to add items."}
    />
  );

  let body: ReactNode;
  if (items.isError) {
    body = (
      <ErrorState title="Error" message={failureText(items.error, FETCH_INVENTORY_ERROR)} onRetry={() => void items.refetch()} isRetrying={items.isFetching} />
    );
  } else if (view === "table") {
    body = (
      <DataTable
        aria-label="Inventory items"
        rows={items.data ?? []}
        isLoading={items.isPending}
        emptyText={empty}
        columns={[
          { id: "name", header: "Name", isRowHeader: true, cell: (item) => item.name },
          { id: "category", header: "Category", cell: (item) => categoryLabel(item.category) },
          { id: "quantity", header: "Quantity", cell: (item) => item.quantity, nowrap: true },
          { id: "threshold", header: "Threshold", cell: (item) => item.threshold, nowrap: true },
          { id: "stock", header: "Stock Level", cell: (item) => <StockBar quantity={item.quantity} threshold={item.threshold} /> },
          {
            id: "actions",
            header: "Actions",
            align: "end",
            nowrap: true,
            cell: (item) => (
              <div className={styles.rowActions}>
                <ItemActions item={item} onOpen={setOpen} />
              </div>
            ),
          },
        ]}
      />
    );
  } else if (items.isPending) {
    body = <Spinner label="Loading inventory items" />;
  } else if (items.data.length === 0) {
    body = empty;
  } else {
    body = (
      <ul className={styles.gridView} aria-label="Inventory items">
        {items.data.map((item) => (
          <li key={item.id} className={styles.card}>
            <h3 className={styles.itemName}>{item.name}</h3>
            <span className={styles.muted}>
              {categoryLabel(item.category)} · Quantity {item.quantity} · Threshold {item.threshold}
            </span>
            <StockBar quantity={item.quantity} threshold={item.threshold} />
            <div className={styles.cardActions}>
              <ItemActions item={item} onOpen={setOpen} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className={styles.page}>
      <InventoryFiltersBar filters={filters} onFiltersChange={setFilters} view={view} onViewChange={setView} />
      {body}
      {open?.kind === "edit" ? <InventoryItemDialog item={open.item} onClose={() => setOpen(null)} /> : null}
      {open?.kind === "history" ? <ItemHistoryDialog item={open.item} onClose={() => setOpen(null)} /> : null}
      {open?.kind === "delete" ? (
        <ConfirmDialog
          title="Delete inventory item?"
          message={`"${open.item.name}" will be removed from the inventory. Its history is kept.`}
          confirmLabel="Delete"
          pendingLabel="Deleting..."
          destructive
          isPending={remove.isPending}
          onClose={() => setOpen(null)}
          onConfirm={() =>
            remove.mutate(open.item.id, {
              onSuccess: () => {
                toast({ title: "Inventory item deleted", description: open.item.name });
                setOpen(null);
              },
              onError: (error) => toast({ title: "Error", description: failureText(error, "Failed to delete inventory item"), variant: "destructive" }),
            })
          }
        />
      ) : null}
    </div>
  );
}
