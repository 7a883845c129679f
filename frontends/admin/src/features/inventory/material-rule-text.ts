/**
 * @module How a materials rule reads to the owner ("Mesh Pocket (service) →
 * 1 × Hero 3.0 mesh", "strings: I need strings → 1 × string kit") and the
 * values each field can match: the services by name, the order form's own
 * option lists (core/src/orders/order-form.ts), a head type as typed.
 */
import type { MaterialField } from "@stringing/core/inventory/materials/material-rule";
import { MESH_OPTIONS, STRING_OPTIONS } from "@stringing/core/orders/order-form";

export const FIELD_LABELS: Record<MaterialField, string> = {
  serviceName: "Service",
  headType: "Head type",
  meshOption: "Mesh option",
  stringOption: "String option",
};

export const FIELD_OPTIONS = (Object.keys(FIELD_LABELS) as MaterialField[]).map((value) => ({ value, label: FIELD_LABELS[value] }));

/** The values of a field the order form offers from a list; `null` where the customer types it (head type). */
export function fieldChoices(field: MaterialField, serviceNames: readonly string[]): readonly string[] | null {
  if (field === "serviceName") return serviceNames;
  if (field === "meshOption") return MESH_OPTIONS;
  if (field === "stringOption") return STRING_OPTIONS;
  return null;
}

/** What the rule matches: "Mesh Pocket (service)", "head: STX Hammer", "mesh: …", "strings: …". */
export function matchText(field: MaterialField, equals: string): string {
  if (field === "serviceName") return `${equals} (service)`;
  if (field === "headType") return `head: ${equals}`;
  if (field === "meshOption") return `mesh: ${equals}`;
  return `strings: ${equals}`;
}

export const usesText = (quantity: number, itemName: string): string => `${quantity} × ${itemName}`;

export const ruleSentence = (rule: { field: MaterialField; equals: string; quantity: number }, itemName: string): string =>
  `${matchText(rule.field, rule.equals)} → ${usesText(rule.quantity, itemName)}`;
