/** @module `GET /api/activity/admins`: the usernames the Admin filter offers. */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const ACTIVITY_ADMINS_PATH = "/api/activity/admins";

export const getActivityAdmins = (signal?: AbortSignal) => unwrap(api.activity.admins.$get(undefined, withSignal(signal)));

export const useActivityAdmins = () => useQuery({ queryKey: [ACTIVITY_ADMINS_PATH], queryFn: ({ signal }) => getActivityAdmins(signal), staleTime: 0 });
