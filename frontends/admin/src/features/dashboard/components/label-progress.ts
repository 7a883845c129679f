/**
 * @module The label-progress card's numbers (admin spec §2): how many of
 * the latest orders are still pending (awaiting a label), out of how many.
 */
export function labelProgress(recent: readonly { status: string }[]): { pending: number; total: number; percent: number } {
  const total = recent.length;
  const pending = recent.filter((o) => o.status === "pending").length;
  return { pending, total, percent: total > 0 ? Math.round((pending / total) * 100) : 0 };
}
