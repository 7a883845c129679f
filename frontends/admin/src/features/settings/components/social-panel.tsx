/** @module Social Media Links: Platform, URL, Order, visibility, Edit and Delete. */
import { SOCIAL_PLATFORMS, socialLinkCreateSchema } from "@stringing/core/content/social-link";
import { socialLinks } from "../api/social-links.ts";
import type { EntityField } from "../entity-fields.ts";
import { CataloguePanel } from "./catalogue-panel.tsx";
import * as styles from "./settings.css.ts";

export const SOCIAL_FIELDS: readonly EntityField[] = [
  { name: "platform", label: "Platform", kind: "select", options: SOCIAL_PLATFORMS, required: true },
  { name: "order", label: "Display Order", kind: "whole" },
  { name: "url", label: "URL", kind: "url", required: true, placeholder: "https://instagram.com/yourpage", wide: true },
];

const platformLabel = (value: string) => SOCIAL_PLATFORMS.find((p) => p.value === value.toLowerCase())?.label ?? value;

export function SocialPanel() {
  return (
    <CataloguePanel
      title="Social Media Links"
      description="The links in the site's footer."
      addLabel="Add Social Link"
      emptyText="No social links yet"
      resource={socialLinks}
      schema={socialLinkCreateSchema}
      fields={SOCIAL_FIELDS}
      copy={{ noun: "Social Link", lowerNoun: "social link" }}
      itemName={(s) => platformLabel(s.platform)}
      canDelete
      columns={[
        { id: "platform", header: "Platform", isRowHeader: true, cell: (s) => platformLabel(s.platform) },
        { id: "url", header: "URL", cell: (s) => <span className={styles.breakAnywhere}>{s.url}</span> },
        { id: "order", header: "Order", cell: (s) => s.order },
      ]}
    />
  );
}
