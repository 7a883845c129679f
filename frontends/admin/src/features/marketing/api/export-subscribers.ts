/** @module CSV export: `GET /api/subscribers` without paging (every row), saved as a file. */
import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "@stringing/ui/download-file";
import { csvFileName, subscribersToCsv } from "../subscribers-csv.ts";
import { getSubscribers } from "./get-subscribers.ts";

export async function exportSubscribers(): Promise<number> {
  const rows = await getSubscribers();
  downloadFile({ fileName: csvFileName(), content: subscribersToCsv(rows) });
  return rows.length;
}

export const useExportSubscribers = () => useMutation({ mutationFn: exportSubscribers });
