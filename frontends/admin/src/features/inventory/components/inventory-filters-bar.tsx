/** @module The Inventory List's controls: category, stock level, quantity sort, and the table/grid switch. */
import { ToggleButton, ToggleButtonGroup } from "react-aria-components";
import { INVENTORY_CATEGORIES } from "@stringing/core/inventory/categories";
import { SelectField } from "@stringing/ui/components/select-field";
import { SORT_LABELS, STOCK_FILTER_LABELS, categoryLabel, type InventoryFilters, type QuantitySort } from "../inventory-filters.ts";
import * as styles from "./inventory-filters-bar.css.ts";

export type InventoryView = "table" | "grid";

const CATEGORY_FILTER_OPTIONS = [{ value: "all", label: "All categories" }, ...INVENTORY_CATEGORIES.map((value) => ({ value, label: categoryLabel(value) }))];
const STOCK_OPTIONS = (Object.keys(STOCK_FILTER_LABELS) as InventoryFilters["stock"][]).map((value) => ({ value, label: STOCK_FILTER_LABELS[value] }));
const SORT_OPTIONS = (Object.keys(SORT_LABELS) as QuantitySort[]).map((value) => ({ value, label: SORT_LABELS[value] }));

export interface InventoryFiltersBarProps {
  filters: InventoryFilters;
  onFiltersChange: (filters: InventoryFilters) => void;
  view: InventoryView;
  onViewChange: (view: InventoryView) => void;
}

export function InventoryFiltersBar({ filters, onFiltersChange, view, onViewChange }: InventoryFiltersBarProps) {
  return (
    <div className={styles.bar}>
      <SelectField
        label="Category"
        options={CATEGORY_FILTER_OPTIONS}
        value={filters.category}
        onChange={(value) => onFiltersChange({ ...filters, category: value as InventoryFilters["category"] })}
      />
      <SelectField
        label="Stock level"
        options={STOCK_OPTIONS}
        value={filters.stock}
        onChange={(value) => onFiltersChange({ ...filters, stock: value as InventoryFilters["stock"] })}
      />
      <SelectField
        label="Sort by quantity"
        options={SORT_OPTIONS}
        value={filters.sort}
        onChange={(value) => onFiltersChange({ ...filters, sort: value as QuantitySort })}
      />
      <ToggleButtonGroup
        aria-label="View"
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[view]}
        onSelectionChange={(keys) => {
          const [next] = [...keys];
          if (next === "table" || next === "grid") onViewChange(next);
        }}
        className={styles.views}
      >
        <ToggleButton id="table" className={styles.viewButton}>
          Table
        </ToggleButton>
        <ToggleButton id="grid" className={styles.viewButton}>
          Grid
        </ToggleButton>
      </ToggleButtonGroup>
    </div>
  );
}
