/** @module Shop Products: Image, Name, Price, URL, New, Order, Status, Edit and Delete. */
import { shopProductCreateSchema } from "@stringing/core/content/shop-product";
import { shopProducts } from "../api/shop-products.ts";
import { ASPECT_DEFAULT } from "../../../components/ui/crop-math.ts";
import type { EntityField } from "../entity-fields.ts";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { CataloguePanel, Thumbnail } from "./catalogue-panel.tsx";
import * as styles from "./settings.css.ts";

export const SHOP_FIELDS: readonly EntityField[] = [
  { name: "name", label: "Name", kind: "text", required: true },
  { name: "price", label: "Price", kind: "text", required: true, placeholder: "$29.99" },
  { name: "productUrl", label: "Product URL", kind: "url", required: true, placeholder: "https://…", wide: true },
  { name: "description", label: "Description (optional)", kind: "textarea" },
  { name: "imageUrl", label: "Image", kind: "image", aspect: ASPECT_DEFAULT, required: true },
  { name: "order", label: "Display Order", kind: "whole" },
  { name: "isNew", label: "Mark as New", kind: "switch", defaultValue: false },
  { name: "visible", label: "Visible on the site", kind: "switch", defaultValue: true },
];

export function ShopPanel() {
  return (
    <CataloguePanel
      title="Shop Products"
      description="Products that link out to the print-on-demand store."
      addLabel="Add Product"
      emptyText="No products yet"
      resource={shopProducts}
      schema={shopProductCreateSchema}
      fields={SHOP_FIELDS}
      copy={{ noun: "Product", lowerNoun: "shop product" }}
      itemName={(p) => p.name}
      canDelete
      statusHeader="Status"
      columns={[
        { id: "image", header: "Image", cell: (p) => <Thumbnail src={p.imageUrl} alt={p.name} /> },
        { id: "name", header: "Name", isRowHeader: true, cell: (p) => p.name },
        { id: "price", header: "Price", nowrap: true, cell: (p) => p.price },
        { id: "url", header: "URL", cell: (p) => <span className={styles.breakAnywhere}>{p.productUrl}</span> },
        { id: "isNew", header: "New", cell: (p) => (p.isNew ? <Badge tone="brand">New</Badge> : "-") },
        { id: "order", header: "Order", cell: (p) => p.order },
      ]}
    />
  );
}
