/**
 * @module `GET /api/jobs/failed` and `POST /api/jobs/failed/{id}/retry`:
 * background jobs (mails, campaign batches) that used up their retries,
 * and giving one another run.
 */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api, type Answer, unwrap, withSignal } from "@stringing/ui/api-client";

export type FailedJobRow = Answer<typeof api.jobs.failed.$get>[number];

export const FAILED_JOBS_PATH = "/api/jobs/failed";

export const getFailedJobs = (signal?: AbortSignal) => unwrap(api.jobs.failed.$get(undefined, withSignal(signal)));

export const useFailedJobs = () => useQuery({ queryKey: [FAILED_JOBS_PATH], queryFn: ({ signal }) => getFailedJobs(signal) });

export const retryFailedJob = (id: string) => unwrap(api.jobs.failed[":id"].retry.$post({ param: { id } }));

export function useRetryFailedJob() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: retryFailedJob, onSettled: () => queryClient.invalidateQueries({ queryKey: [FAILED_JOBS_PATH] }) });
}
