import { z } from "zod";

/**
 * The batch import's form (docs/rules/inventory.md, Batch import), apart from the CSV parser so the
 * admin screen can share it: csv-parse needs Node's Buffer, browsers do not have it.
 */
export const CSV_HEADER = ["name", "category", "quantity", "threshold"] as const;

export const batchImportSchema = z.object({
  csvData: z.string({ error: "CSV data must not be empty" }).min(10, { error: "CSV data must not be empty" }),
});
