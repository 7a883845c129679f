/**
 * @module Background jobs (decision record 0013): the jobs that failed
 * after every retry (about a day of them), what each was for, how often it
 * ran, its last error and when; Retry gives one another run.
 */
import { formatDisplayDate } from "@stringing/core/shared/dates";
import { Button } from "@stringing/ui/components/button";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { DataTable, type DataTableColumn } from "../../../components/ui/data-table.tsx";
import { EmptyState } from "../../../components/ui/empty-state.tsx";
import { ErrorState } from "../../../components/ui/error-state.tsx";
import { type FailedJobRow, useFailedJobs, useRetryFailedJob } from "../api/failed-jobs.ts";
import * as styles from "./settings.css.ts";

const JOB_LABELS: Record<string, string> = {
  "order-mail": "Order mail",
  "contact-mail": "Contact notice",
  "campaign-batch": "Campaign batch",
  "resubscribe-mail": "Resubscribe mail",
};

const when = (iso: string) => `${formatDisplayDate(iso)} ${new Date(iso).toLocaleTimeString(undefined, { hour: "2-digit", minute: "2-digit" })}`;

export function BackgroundJobsPanel() {
  const jobs = useFailedJobs();
  const retry = useRetryFailedJob();

  const retryJob = (job: FailedJobRow) =>
    retry.mutate(job.id, {
      onSuccess: () => toast({ title: "Job queued again", description: `${job.about} will run again shortly.` }),
      onError: (error) => toast({ title: "Could not retry the job", description: describeError(error, "Please try again."), variant: "destructive" }),
    });

  const columns: DataTableColumn<FailedJobRow>[] = [
    { id: "job", header: "Job", isRowHeader: true, nowrap: true, cell: (job) => JOB_LABELS[job.name] ?? job.name },
    { id: "about", header: "For", cell: (job) => job.about },
    { id: "attempts", header: "Attempts", align: "end", cell: (job) => job.attempts },
    { id: "error", header: "Last error", cell: (job) => <span className={styles.breakAnywhere}>{job.error || "-"}</span> },
    { id: "failed", header: "Failed", nowrap: true, cell: (job) => when(job.failedAt) },
    {
      id: "actions",
      header: "Actions",
      align: "end",
      cell: (job) => (
        <Button
          variant="secondary"
          size="sm"
          aria-label={`Retry ${job.about}`}
          isDisabled={retry.isPending && retry.variables === job.id}
          onPress={() => retryJob(job)}
        >
          {retry.isPending && retry.variables === job.id ? "Retrying..." : "Retry"}
        </Button>
      ),
    },
  ];

  return (
    <Card title="Background jobs" description="Mails and campaign batches that still failed after a day of retries.">
      {jobs.isError ? (
        <ErrorState
          title="Error loading background jobs"
          message={describeError(jobs.error, "Could not load the failed jobs.")}
          onRetry={() => void jobs.refetch()}
          isRetrying={jobs.isFetching}
        />
      ) : (
        <DataTable
          aria-label="Failed background jobs"
          columns={columns}
          rows={jobs.data ?? []}
          isLoading={jobs.isPending}
          emptyText={<EmptyState title="No failed jobs" description="Every mail and campaign batch went out, or is still being retried." />}
        />
      )}
    </Card>
  );
}
