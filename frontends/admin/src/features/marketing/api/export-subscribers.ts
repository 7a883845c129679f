/** @module CSV export: `GET /api/subscribers` without paging (every row), saved as a file. */
import { useMutation } from "@tanstack/react-query";
import { csvFileName, downloadText, subscribersToCsv } from "../subscribers-csv.ts";
import { getSubscribers } from "./get-subscribers.ts";

export async function exportSubscribers(): Promise<number> {
  const rows = await getSubscribers();
  downloadText(subscribersToCsv(rows), csvFileName());
  return rows.length;
}

export const useExportSubscribers = () => useMutation({ mutationFn: exportSubscribers });
