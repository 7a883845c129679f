/** @module Testimonials: Customer, Position, Company/Team, Content (truncated), visibility, Edit and Delete; the form also sets the rating. */
import { testimonialCreateSchema } from "@stringing/core/content/testimonial";
import { testimonials } from "../api/testimonials.ts";
import { ASPECT_DEFAULT } from "../../../components/ui/crop-math.ts";
import type { EntityField } from "../entity-fields.ts";
import { CataloguePanel, Thumbnail, Truncated } from "./catalogue-panel.tsx";

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => ({ value: String(stars), label: `${stars} out of 5` }));

export const TESTIMONIAL_FIELDS: readonly EntityField[] = [
  { name: "name", label: "Customer Name", kind: "text", required: true },
  { name: "position", label: "Position", kind: "text", placeholder: "Attack, Midfield…" },
  { name: "company", label: "Company/Team", kind: "text" },
  { name: "content", label: "Testimonial", kind: "textarea", required: true },
  // Shown as stars on the page and counted in the page's review markup (JSON-LD).
  { name: "rating", label: "Rating", kind: "select", numeric: true, required: true, options: RATING_OPTIONS },
  { name: "imageUrl", label: "Image", kind: "image", aspect: ASPECT_DEFAULT, removable: true },
];

export function TestimonialsPanel() {
  return (
    <CataloguePanel
      title="Testimonials"
      description="What customers say, shown on the home page."
      addLabel="Add Testimonial"
      emptyText="No testimonials yet"
      resource={testimonials}
      schema={testimonialCreateSchema}
      fields={TESTIMONIAL_FIELDS}
      copy={{ noun: "Testimonial", lowerNoun: "testimonial" }}
      itemName={(t) => t.name}
      canDelete
      columns={[
        { id: "name", header: "Customer", isRowHeader: true, cell: (t) => t.name },
        { id: "position", header: "Position", cell: (t) => t.position || "-" },
        { id: "company", header: "Company/Team", cell: (t) => t.company || "-" },
        { id: "content", header: "Content", cell: (t) => <Truncated text={t.content} /> },
        { id: "image", header: "Image", cell: (t) => <Thumbnail src={t.imageUrl} alt={`Photo of ${t.name}`} /> },
      ]}
    />
  );
}
