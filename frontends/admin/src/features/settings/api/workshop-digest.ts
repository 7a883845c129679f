/**
 * @module `GET/PUT /api/settings/workshop/digest`: the owner's morning
 * digest, `{enabled, hour, to}`, and `ownerEmail`, where it goes while `to`
 * is null. PUT takes and answers the whole object.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type Answer, api, type JsonBody, unwrap, withSignal } from "@stringing/ui/api-client";

export const WORKSHOP_DIGEST_QUERY_KEY = ["/api/settings/workshop/digest"] as const;

export type WorkshopDigestView = Answer<typeof api.settings.workshop.digest.$get>;
export type WorkshopDigestBody = JsonBody<typeof api.settings.workshop.digest.$put>;

export const getWorkshopDigest = (signal?: AbortSignal) => unwrap(api.settings.workshop.digest.$get(undefined, withSignal(signal)));
export const saveWorkshopDigest = (json: WorkshopDigestBody) => unwrap(api.settings.workshop.digest.$put({ json }));

export const workshopDigestQuery = () => queryOptions({ queryKey: WORKSHOP_DIGEST_QUERY_KEY, queryFn: ({ signal }) => getWorkshopDigest(signal) });

export const useWorkshopDigest = () => useQuery(workshopDigestQuery());

export function useSaveWorkshopDigest() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveWorkshopDigest, onSuccess: (saved) => queryClient.setQueryData(WORKSHOP_DIGEST_QUERY_KEY, saved) });
}
