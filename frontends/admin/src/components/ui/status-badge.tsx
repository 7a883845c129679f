/**
 * @module Badges. `Badge` is a small coloured pill (`tone`: yellow, blue,
 * green, purple, red, brand, neutral); `StatusBadge` shows an order status
 * with its colour (pending yellow, in_progress blue, shipped green,
 * completed purple, cancelled red) and its label ("In Progress", …).
 *
 *   <Badge tone="green">Visible</Badge>   <StatusBadge status={order.status} />
 */
import type { ReactNode } from "react";
import * as styles from "./status-badge.css.ts";

export type BadgeTone = keyof typeof styles.tone;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.base} ${styles.tone[tone]}`}>{children}</span>;
}

const STATUS: Record<string, { tone: BadgeTone; label: string }> = {
  pending: { tone: "yellow", label: "Pending" },
  in_progress: { tone: "blue", label: "In Progress" },
  shipped: { tone: "green", label: "Shipped" },
  completed: { tone: "purple", label: "Completed" },
  cancelled: { tone: "red", label: "Cancelled" },
};

/** The display label of an order status ("in_progress" → "In Progress"). */
export function orderStatusLabel(status: string): string {
  return STATUS[status]?.label ?? status;
}

export function StatusBadge({ status }: { status: string }) {
  const known = STATUS[status];
  return <Badge tone={known?.tone ?? "neutral"}>{known?.label ?? status}</Badge>;
}
