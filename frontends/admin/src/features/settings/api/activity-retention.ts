/**
 * @module `/api/settings/activity`: how many days the activity log keeps a
 * change (whole days, 1 to 3650; 365 until the owner sets it).
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, unwrap, withSignal, type Answer } from "@stringing/ui/api-client";

export const ACTIVITY_RETENTION_QUERY_KEY = ["/api/settings/activity"] as const;

export type ActivityRetention = Answer<typeof api.settings.activity.$get>;

export const getActivityRetention = (signal?: AbortSignal) => unwrap(api.settings.activity.$get(undefined, withSignal(signal)));
export const saveActivityRetention = (retentionDays: number) => unwrap(api.settings.activity.$put({ json: { retentionDays } }));

export const useActivityRetention = () => useQuery({ queryKey: ACTIVITY_RETENTION_QUERY_KEY, queryFn: ({ signal }) => getActivityRetention(signal) });

export function useSaveActivityRetention() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveActivityRetention, onSuccess: (saved) => queryClient.setQueryData(ACTIVITY_RETENTION_QUERY_KEY, saved) });
}
