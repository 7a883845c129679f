/**
 * @module Services: Name, Description, Price (dollars), visibility and Edit
 * only (no delete). The form takes dollars with step 0.01 and sends cents;
 * the list's Price shows what the site's card shows (its price display).
 * Each row also shows and edits its payment link: the order form offers the
 * visible services that have one.
 */
import { serviceCreateSchema, SERVICE_ICONS } from "@stringing/core/content/service";
import { shownServicePrice } from "@stringing/core/content/shown-service-price";
import { usePaymentSettings } from "../api/payment-settings.ts";
import { services } from "../api/services.ts";
import type { EntityField } from "../entity-fields.ts";
import { CataloguePanel, Truncated } from "./catalogue-panel.tsx";
import { ServicePaymentLink } from "./service-payment-link.tsx";
import * as styles from "./settings.css.ts";

const ICON_LABELS: Record<(typeof SERVICE_ICONS)[number], string> = { "exchange-alt": "Arrows (exchange)", bolt: "Lightning bolt", star: "Star" };

export const SERVICE_FIELDS: readonly EntityField[] = [
  { name: "name", label: "Service Name", kind: "text", required: true },
  { name: "price", label: "Price ($)", kind: "dollars", placeholder: "0.00", description: "In dollars, e.g. 49.99" },
  { name: "description", label: "Description", kind: "textarea", required: true },
  { name: "priceDisplay", label: "Price Display (optional)", kind: "text", placeholder: "Contact for pricing" },
  { name: "icon", label: "Icon", kind: "select", options: SERVICE_ICONS.map((value) => ({ value, label: ICON_LABELS[value] })) },
  { name: "features", label: "Features", kind: "lines", description: "One feature per line." },
];

export function ServicesPanel() {
  const paymentSettings = usePaymentSettings();
  return (
    <CataloguePanel
      title="Services"
      description="The stringing services on the home page. The order form offers the visible ones that have a payment link."
      addLabel="Add Service"
      emptyText="No services yet"
      resource={services}
      schema={serviceCreateSchema}
      fields={SERVICE_FIELDS}
      copy={{ noun: "Service", lowerNoun: "service", saveErrorTitle: (isEdit) => (isEdit ? "Error updating service" : "Error adding service") }}
      itemName={(s) => s.name}
      canDelete={false}
      columns={[
        { id: "name", header: "Name", isRowHeader: true, cell: (s) => s.name },
        { id: "description", header: "Description", cell: (s) => <Truncated text={s.description} /> },
        { id: "price", header: "Price", nowrap: true, cell: (s) => shownServicePrice(s.priceDisplay) ?? <span className={styles.muted}>None shown</span> },
        { id: "payment", header: "Payment Link", cell: (s) => <ServicePaymentLink serviceName={s.name} settings={paymentSettings.data} /> },
      ]}
    />
  );
}
