/** @module Event Images: Title, Image, visibility, Edit and Delete. */
import { eventImageCreateSchema } from "@stringing/core/content/event-image";
import { eventImages } from "../api/event-images.ts";
import { ASPECT_DEFAULT } from "../../../components/ui/crop-math.ts";
import type { EntityField } from "../entity-fields.ts";
import { CataloguePanel, Thumbnail } from "./catalogue-panel.tsx";

export const EVENT_FIELDS: readonly EntityField[] = [
  { name: "title", label: "Title", kind: "text", required: true },
  { name: "order", label: "Display Order", kind: "whole" },
  { name: "description", label: "Description (optional)", kind: "textarea" },
  { name: "imageUrl", label: "Image", kind: "image", aspect: ASPECT_DEFAULT, required: true },
];

export function EventsPanel() {
  return (
    <CataloguePanel
      title="Event Images"
      description="Photos from tournaments and events."
      addLabel="Add Event Image"
      emptyText="No event images yet"
      resource={eventImages}
      schema={eventImageCreateSchema}
      fields={EVENT_FIELDS}
      copy={{ noun: "Event Image", lowerNoun: "event image" }}
      itemName={(e) => e.title}
      canDelete
      columns={[
        { id: "title", header: "Title", isRowHeader: true, cell: (e) => e.title },
        { id: "image", header: "Image", cell: (e) => <Thumbnail src={e.imageUrl} alt={e.title} /> },
      ]}
    />
  );
}
