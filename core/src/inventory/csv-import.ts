import { parse } from "csv-parse/sync";
import { err, ok, type Result } from "../shared/result.ts";
import { invalid, type DomainError } from "../shared/errors.ts";
import { CSV_HEADER } from "./batch-import.ts";
import { inventoryItemSchema, type NewInventoryItem } from "./inventory-item.ts";

type ParsedRecord = { record: string[]; raw: string; info: { lines: number } };

const refuse = (message: string): Result<never, DomainError> => err(invalid(message, { csvData: message }));

/**
 * Parses the import: a header line `name,category,quantity,threshold`, then
 * one item per line. Fields are trimmed, quoted fields may hold commas (and
 * line breaks), blank lines are skipped, empty quantity or threshold take the
 * defaults. The import is all or nothing: the first bad line refuses it, and
 * the message names that line ("Line 3: …", counting the header as line 1).
 */
export function parseInventoryCsv(csvData: string): Result<NewInventoryItem[], DomainError> {
  let records: ParsedRecord[];
  try {
    // With `info` and `raw`, each record comes wrapped with its text and line (the typings do not say so).
    records = parse(csvData, { trim: true, skip_empty_lines: true, relax_column_count: true, info: true, raw: true, bom: true }) as unknown as ParsedRecord[];
  } catch (error) {
    const line = (error as { lines?: unknown }).lines;
    return refuse(typeof line === "number" ? `Line ${line}: The line is not valid CSV.` : "The CSV data could not be read.");
  }
  const [header, ...rows] = records;
  if (!header || header.record.map((field) => field.toLowerCase()).join(",") !== CSV_HEADER.join(",")) {
    return refuse(`The header line must be ${CSV_HEADER.join(",")}.`);
  }
  if (rows.length === 0) return refuse("The CSV data has no items after the header line.");

  const items: NewInventoryItem[] = [];
  for (const { record, raw, info } of rows) {
    // info.lines is where the record ends; a quoted line break makes it start earlier.
    // raw also holds skipped blank lines before it and its own line ending, hence the trim.
    const line = info.lines - (raw.trim().match(/\r\n|\r|\n/g)?.length ?? 0);
    if (record.length !== CSV_HEADER.length) {
      return refuse(`Line ${line}: Expected ${CSV_HEADER.length} fields (${CSV_HEADER.join(",")}), found ${record.length}.`);
    }
    // An empty quantity or threshold means "not given", so the defaults apply.
    const [name, category, quantity, threshold] = record.map((field) => (field === "" ? undefined : field));
    const parsed = inventoryItemSchema.safeParse({ name, category: category?.toLowerCase(), quantity, threshold });
    if (!parsed.success) return refuse(`Line ${line}: ${parsed.error.issues[0]?.message ?? "Invalid item."}`);
    items.push(parsed.data);
  }
  return ok(items);
}
