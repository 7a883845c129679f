/**
 * @module The batch import form's client check (docs/rules/inventory.md, Batch import), from core's
 * own schema. The server parses and judges every line.
 */
import { batchImportSchema, CSV_HEADER } from "@stringing/core/inventory/batch-import";

export const CSV_HEADER_LINE = CSV_HEADER.join(",");

export const checkCsvData = (csvData: string): string | undefined => {
  const result = batchImportSchema.safeParse({ csvData });
  return result.success ? undefined : result.error.issues[0]?.message;
};
