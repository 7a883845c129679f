/** @module `GET /api/setup`: the shop's setup steps and whether each is done. */
import { useQuery } from "@tanstack/react-query";
import { api, unwrap, withSignal } from "@stringing/ui/api-client";

export const SETUP_CHECKLIST_URL = "/api/setup";

export const getSetupChecklist = (signal?: AbortSignal) => unwrap(api.setup.$get(undefined, withSignal(signal)));

export type SetupChecklist = Awaited<ReturnType<typeof getSetupChecklist>>;

export function useSetupChecklist() {
  return useQuery({ queryKey: [SETUP_CHECKLIST_URL], queryFn: ({ signal }) => getSetupChecklist(signal) });
}
