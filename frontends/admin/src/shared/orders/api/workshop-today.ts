/**
 * @module Today on the workshop's calendar, to tell a promise that has
 * passed: the timezone from `GET /api/settings/workshop` (the Settings ›
 * Workshop tab's own query, so one read serves both), the browser's clock
 * until it answers.
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import { localDateOf } from "@stringing/core/workshop/workshop-calendar";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const getWorkshopSettings = (signal?: AbortSignal) => unwrap(api.settings.workshop.$get(undefined, withSignal(signal)));

export const workshopTimezoneQuery = () =>
  queryOptions({ queryKey: ["/api/settings/workshop"], queryFn: ({ signal }) => getWorkshopSettings(signal), select: (settings) => settings.timezone });

export function useWorkshopToday(now: Date = new Date()): string {
  const timezone = useQuery(workshopTimezoneQuery()).data;
  return localDateOf(now, timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone);
}
