/** @module Featured Work: Name, Description, Price display text, Image, visibility and Edit only. Price is typed in dollars and sent as cents. */
import { featuredItemCreateSchema } from "@stringing/core/content/featured-item";
import { featuredItems } from "../api/featured-items.ts";
import { ASPECT_FEATURED } from "../../../components/ui/crop-math.ts";
import type { EntityField } from "../entity-fields.ts";
import { CataloguePanel, Thumbnail, Truncated } from "./catalogue-panel.tsx";

export const FEATURED_FIELDS: readonly EntityField[] = [
  { name: "name", label: "Name", kind: "text", required: true },
  { name: "price", label: "Price ($)", kind: "dollars", placeholder: "0.00", description: "In dollars, e.g. 129.99" },
  { name: "description", label: "Description", kind: "textarea", required: true },
  { name: "priceDisplay", label: "Price Display", kind: "text", required: true, placeholder: "$129.99" },
  { name: "image", label: "Image", kind: "image", aspect: ASPECT_FEATURED, required: true },
];

export function FeaturedPanel() {
  return (
    <CataloguePanel
      title="Featured Work"
      description="Sticks shown in the Featured Work gallery."
      addLabel="Add Featured Item"
      emptyText="No featured items yet"
      resource={featuredItems}
      schema={featuredItemCreateSchema}
      fields={FEATURED_FIELDS}
      copy={{ noun: "Featured Item", lowerNoun: "featured item" }}
      itemName={(f) => f.name}
      canDelete={false}
      columns={[
        { id: "name", header: "Name", isRowHeader: true, cell: (f) => f.name },
        { id: "description", header: "Description", cell: (f) => <Truncated text={f.description} /> },
        { id: "priceDisplay", header: "Price", nowrap: true, cell: (f) => f.priceDisplay },
        { id: "image", header: "Image", cell: (f) => <Thumbnail src={f.image} alt={f.name} /> },
      ]}
    />
  );
}
