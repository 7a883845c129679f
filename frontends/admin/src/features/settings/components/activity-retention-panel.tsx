/**
 * @module Activity log (issue 17): how long the log keeps a change. Older
 * rows are removed by the server's regular sweep; the Activity screen shows
 * what is kept.
 */
import { Controller } from "react-hook-form";
import { activityRetentionSchema, MAX_ACTIVITY_RETENTION_DAYS } from "@stringing/core/activity/activity";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { ApiError } from "@stringing/ui/api-request";
import { describeError } from "@stringing/ui/error-message";
import { fieldProps, useSchemaForm } from "@stringing/ui/schema-form";
import { formActions, formStack } from "@stringing/ui/form-grid.css";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { useActivityRetention, useSaveActivityRetention } from "../api/activity-retention.ts";
import { NumberTextField } from "./number-field.tsx";

const days = (n: number) => `${n} ${n === 1 ? "day" : "days"}`;

export function ActivityRetentionPanel() {
  const retention = useActivityRetention();
  const saved = retention.data?.retentionDays;
  return (
    <Card
      title="Activity log"
      description="Every change made in the back office is logged on the Activity page. Older entries are removed automatically."
      action={saved !== undefined ? <Badge tone="blue">Kept {days(saved)}</Badge> : null}
    >
      {retention.isPending ? (
        <Spinner label="Loading the activity log setting" />
      ) : retention.isError || saved === undefined ? (
        <p role="alert">{describeError(retention.error, "The activity log setting could not be loaded")}</p>
      ) : (
        <RetentionForm key={saved} saved={saved} />
      )}
    </Card>
  );
}

function RetentionForm({ saved }: { saved: number }) {
  const save = useSaveActivityRetention();
  const { control, handleSubmit, setError } = useSchemaForm<{ retentionDays: string }, typeof activityRetentionSchema>(
    activityRetentionSchema,
    { retentionDays: String(saved) },
    { toInput: ({ retentionDays }) => ({ retentionDays: retentionDays.trim() === "" ? Number.NaN : Number(retentionDays) }) },
  );
  const submit = handleSubmit(({ retentionDays }) =>
    save.mutate(retentionDays, {
      onSuccess: (answer) => toast({ title: "Activity retention saved", description: `Activity is kept for ${days(answer.retentionDays)}.` }),
      onError: (failure) =>
        setError("retentionDays", {
          type: "server",
          message: (failure instanceof ApiError ? failure.fieldErrors.retentionDays : undefined) ?? describeError(failure, "The setting could not be saved"),
        }),
    }),
  );
  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label="Activity log">
      <Controller
        control={control}
        name="retentionDays"
        render={({ field, fieldState }) => (
          <NumberTextField
            label="Keep activity for (days)"
            step="1"
            {...fieldProps(field, fieldState)}
            description={`Saved: ${days(saved)}. From 1 day to ${days(MAX_ACTIVITY_RETENTION_DAYS)}.`}
          />
        )}
      />
      <div className={formActions}>
        <Button type="submit" isDisabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save"}
        </Button>
      </div>
    </form>
  );
}
