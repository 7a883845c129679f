/** @module CSV export: `GET /api/subscribers` without paging (every row), saved as a file. */
import { useMutation } from "@tanstack/react-query";
import { fetchJson } from "@stringing/ui/api-request";
import { csvFileName, downloadText, subscribersToCsv } from "../subscribers-csv.ts";
import { SUBSCRIBERS_PATH, type SubscriberRow } from "./get-subscribers.ts";

export async function exportSubscribers(): Promise<number> {
  const rows = await fetchJson<SubscriberRow[]>(SUBSCRIBERS_PATH);
  downloadText(subscribersToCsv(rows), csvFileName());
  return rows.length;
}

export const useExportSubscribers = () => useMutation({ mutationFn: exportSubscribers });
