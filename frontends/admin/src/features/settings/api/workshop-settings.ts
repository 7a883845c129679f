/**
 * @module `/api/settings/workshop`: the workshop's calendar and pace
 * (docs/rules, Receiving and the promise): timezone, working days, closed
 * dates, turnaround and daily capacity. PUT takes and answers the whole
 * object; a saved change moves the board's capacity, so the board is read again.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer, type JsonBody } from "@stringing/ui/api-client";
import { workshopBoardKey } from "../../../shared/orders/api/get-workshop-board.ts";

export const WORKSHOP_SETTINGS_QUERY_KEY = ["/api/settings/workshop"] as const;

export type WorkshopSettingsView = Answer<typeof api.settings.workshop.$get>;
export type WorkshopSettingsBody = JsonBody<typeof api.settings.workshop.$put>;

export const getWorkshopSettings = (signal?: AbortSignal) => unwrap(api.settings.workshop.$get(undefined, withSignal(signal)));
export const saveWorkshopSettings = (json: WorkshopSettingsBody) => unwrap(api.settings.workshop.$put({ json }));

export const workshopSettingsQuery = () => queryOptions({ queryKey: WORKSHOP_SETTINGS_QUERY_KEY, queryFn: ({ signal }) => getWorkshopSettings(signal) });

export const useWorkshopSettings = () => useQuery(workshopSettingsQuery());

export function useSaveWorkshopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWorkshopSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(WORKSHOP_SETTINGS_QUERY_KEY, saved);
      return queryClient.invalidateQueries({ queryKey: workshopBoardKey });
    },
  });
}
