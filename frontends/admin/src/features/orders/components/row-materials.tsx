/**
 * @module An order's materials on its Orders row (docs/rules/inventory.md,
 * Materials off the shelf), at a glance: what the shelf could not give, in
 * red ("Short: Hero 3.0 mesh ×1"); otherwise that its materials were taken;
 * nothing before the order starts (or once a cancellation put them back).
 * The order's page says the whole take.
 */
import { Badge } from "../../../components/ui/status-badge.tsx";
import type { ApiOrder } from "../api/order-types.ts";
import * as styles from "./orders.css.ts";

export function RowMaterials({ materials }: { materials: ApiOrder["materials"] }) {
  if (!materials?.length) return null;
  const short = materials.filter((material) => material.short > 0);
  if (short.length === 0) return <span className={styles.muted}>Materials taken</span>;
  return <Badge tone="red">Short: {short.map((material) => `${material.name} ×${material.short}`).join(", ")}</Badge>;
}
