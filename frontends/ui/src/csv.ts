/**
 * @module A table as a CSV file for a spreadsheet: RFC 4180 (a cell is
 * quoted only when it holds a comma, a quote or a line break; CRLF after
 * every row), and a text cell a spreadsheet would run as a formula (one
 * starting with =, +, -, @, a tab or a carriage return, or their full-width
 * forms) gets a leading apostrophe, so an order's or a subscriber's name
 * cannot run in the owner's spreadsheet. Numbers stay numbers: -5 is not
 * defused. Admin-only: the visitors' site never imports it.
 */
// The browser build: the package's main entry reaches for Node's Buffer when it loads.
import { stringify } from "csv-stringify/browser/esm/sync";

export type CsvValue = string | number | null | undefined;

export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  // quote_record_delimiter turns off by default once record_delimiter is set: a lone \n or \r in a cell would split its row.
  return stringify([header, ...rows], { record_delimiter: "windows", quote_record_delimiter: true, escape_formulas: true });
}
