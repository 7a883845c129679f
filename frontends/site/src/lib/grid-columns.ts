/** @module Card grids of 1, 2 or 3 columns by the number of cards (docs/rules/public-site.md, Services and Featured Work). */
export type ColumnCount = 1 | 2 | 3;

export function columnsFor(count: number): ColumnCount {
  if (count <= 1) return 1;
  if (count === 2) return 2;
  return 3;
}
