/**
 * @module Badges. `Badge` is a small coloured pill (`tone`: yellow, blue,
 * green, purple, red, brand, neutral); `StatusBadge` shows an order status
 * with its colour (pending yellow, in_progress blue, shipped green,
 * completed purple, cancelled red) and its label ("In Progress", …, from
 * the order layer, shared/orders/order.ts).
 *
 *   <Badge tone="green">Visible</Badge>   <StatusBadge status={order.status} />
 */
import type { ReactNode } from "react";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import { orderStatusLabel } from "../../shared/orders/order.ts";
import * as styles from "./status-badge.css.ts";

export type BadgeTone = keyof typeof styles.tone;

export function Badge({ tone = "neutral", children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`${styles.base} ${styles.tone[tone]}`}>{children}</span>;
}

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: "yellow",
  in_progress: "blue",
  shipped: "green",
  completed: "purple",
  cancelled: "red",
};

export function StatusBadge({ status }: { status: string }) {
  return <Badge tone={TONES[status as OrderStatus] ?? "neutral"}>{orderStatusLabel(status)}</Badge>;
}
