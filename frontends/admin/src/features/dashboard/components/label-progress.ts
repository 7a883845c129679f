/**
 * @module The label-progress card's numbers (docs/rules/admin.md, Dashboard): how many of
 * the latest orders are still pending (awaiting a label), out of how many.
 * The bar fills with the orders past pending: a bar fills as work gets done,
 * so a full one must never mean "all still waiting".
 */
export function labelProgress(recent: readonly { status: string }[]): { pending: number; total: number; done: number; donePercent: number } {
  const total = recent.length;
  const pending = recent.filter((o) => o.status === "pending").length;
  const done = total - pending;
  return { pending, total, done, donePercent: total > 0 ? Math.round((done / total) * 100) : 0 };
}
