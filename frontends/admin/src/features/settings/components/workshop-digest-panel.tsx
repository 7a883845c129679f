/**
 * @module Settings › Workshop, "Morning digest & calendar" (issue 34): the
 * owner's morning digest (on or off, the hour of the workshop's day it is
 * sent from, and where to: the owner's notice address unless another is
 * given), and the calendar feed of promise dates behind a secret URL the
 * owner can create, replace or revoke.
 */
import { useRef, useState } from "react";
import { Controller } from "react-hook-form";
import { workshopDigestSettingsSchema } from "@stringing/core/workshop/workshop-digest-settings";
import { Button } from "@stringing/ui/components/button";
import { FormSelectField, FormTextField } from "@stringing/ui/components/form-fields";
import { Spinner } from "@stringing/ui/components/spinner";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { formActions, formError, formStack } from "@stringing/ui/form-grid.css";
import { focusField, showServerErrors, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { ConfirmDialog } from "../../../components/ui/confirm-dialog.tsx";
import { SwitchField } from "../../../components/ui/switch-field.tsx";
import { useCalendarFeed, useRevokeCalendarFeed, useRotateCalendarFeed } from "../api/calendar-feed.ts";
import { useSaveWorkshopDigest, useWorkshopDigest, type WorkshopDigestView } from "../api/workshop-digest.ts";
import * as styles from "./settings.css.ts";

type DigestFormValues = { enabled: boolean; hour: string; to: string };
const FIELDS = ["enabled", "hour", "to"] as const;

const hourLabel = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? "am" : "pm"}`;
export const HOUR_OPTIONS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));

const toFormValues = (saved: WorkshopDigestView): DigestFormValues => ({ enabled: saved.enabled, hour: String(saved.hour), to: saved.to ?? "" });
const toInput = (values: DigestFormValues) => ({ enabled: values.enabled, hour: Number(values.hour), to: values.to });

/** The panel helper-25's Workshop tab places below the workshop settings. */
export function WorkshopDigestPanel() {
  return (
    <Card title="Morning digest & calendar" description="What is late, due and on its way, in your inbox each working morning and in your calendar.">
      <div className={formStack}>
        <DigestSection />
        <CalendarFeedSection />
      </div>
    </Card>
  );
}

function DigestSection() {
  const digest = useWorkshopDigest();
  if (digest.isPending) return <Spinner label="Loading the morning digest" />;
  if (digest.isError) return <p role="alert">{describeError(digest.error, "The morning digest settings could not be loaded")}</p>;
  return <DigestForm saved={digest.data} />;
}

function DigestForm({ saved }: { saved: WorkshopDigestView }) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveWorkshopDigest();
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<DigestFormValues, typeof workshopDigestSettingsSchema>(
    workshopDigestSettingsSchema,
    toFormValues(saved),
    { toInput },
  );
  const submit = handleSubmit(
    (settings) =>
      save.mutate(settings, {
        onSuccess: (answer) => {
          reset(toFormValues(answer));
          toast({
            title: "Morning digest saved",
            description: answer.enabled ? `Working mornings from ${hourLabel(answer.hour)}, to ${answer.to ?? answer.ownerEmail}.` : "No digest will be sent.",
          });
        },
        onError: (failure) => {
          const [first] = showServerErrors(failure, FIELDS, setError);
          if (first) focusField(formRef.current, first);
          else setError("root", { type: "server", message: describeError(failure, "The morning digest could not be saved.") });
        },
      }),
    (errors) => {
      const first = FIELDS.find((field) => errors[field]);
      if (first) focusField(formRef.current, first);
    },
  );
  return (
    <form ref={formRef} className={formStack} onSubmit={submit} noValidate aria-label="Morning digest">
      <h3 className={styles.sectionTitle}>Morning digest</h3>
      <p className={styles.muted}>On working days, one mail with the overdue, due today and arriving orders. Nothing is sent on a day with none.</p>
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => <SwitchField label="Send me the morning digest" isSelected={field.value} onChange={field.onChange} />}
      />
      <FormSelectField control={control} name="hour" label="Send from" options={HOUR_OPTIONS} description="In the workshop's timezone." />
      <FormTextField
        control={control}
        name="to"
        label="Send to"
        type="email"
        placeholder={saved.ownerEmail}
        description={`Leave empty for the owner address your order notices go to (${saved.ownerEmail}).`}
      />
      {formState.errors.root ? (
        <p role="alert" className={formError}>
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className={formActions}>
        <Button type="submit" isDisabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save digest"}
        </Button>
      </div>
    </form>
  );
}

function CalendarFeedSection() {
  const feed = useCalendarFeed();
  const rotate = useRotateCalendarFeed();
  const revoke = useRevokeCalendarFeed();
  const [confirming, setConfirming] = useState<"rotate" | "revoke" | null>(null);
  const url = feed.data?.url ?? null;
  const failed = (title: string) => (error: unknown) => toast({ title, description: describeError(error, "Please try again."), variant: "destructive" });
  const create = () =>
    rotate.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast({ title: url ? "New calendar link ready" : "Calendar link ready", description: "Add it to your calendar app as a subscription." });
      },
      onError: failed("The calendar link could not be made"),
    });
  return (
    <section className={formStack} aria-labelledby="calendar-feed-heading">
      <h3 id="calendar-feed-heading" className={styles.sectionTitle}>
        Calendar of promise dates
      </h3>
      <p className={styles.muted}>
        Subscribe to this link in your calendar app to see each open order on the day it is promised. It shows names and services only. Keep it private: anyone
        with the link can read it.
      </p>
      {feed.isPending ? (
        <Spinner label="Loading the calendar link" />
      ) : feed.isError ? (
        <p role="alert">{describeError(feed.error, "The calendar link could not be loaded")}</p>
      ) : url ? (
        <>
          <TextField label="Calendar feed link" value={url} isReadOnly description="Copy it into your calendar app's subscribe box." />
          <div className={formActions}>
            <Button variant="secondary" onPress={() => setConfirming("rotate")}>
              Replace link
            </Button>
            <Button variant="destructive" onPress={() => setConfirming("revoke")}>
              Turn off link
            </Button>
          </div>
        </>
      ) : (
        <div className={formActions}>
          <Button onPress={create} isDisabled={rotate.isPending}>
            {rotate.isPending ? "Making..." : "Make calendar link"}
          </Button>
        </div>
      )}
      {confirming === "rotate" ? (
        <ConfirmDialog
          title="Replace the calendar link?"
          message="The current link stops working at once; calendars subscribed to it must subscribe to the new one."
          confirmLabel="Replace link"
          isPending={rotate.isPending}
          onConfirm={create}
          onClose={() => setConfirming(null)}
        />
      ) : null}
      {confirming === "revoke" ? (
        <ConfirmDialog
          title="Turn off the calendar link?"
          message="The link stops working at once. You can make a new one later."
          confirmLabel="Turn off link"
          destructive
          isPending={revoke.isPending}
          onConfirm={() =>
            revoke.mutate(undefined, {
              onSuccess: () => {
                setConfirming(null);
                toast({ title: "Calendar link turned off" });
              },
              onError: failed("The calendar link could not be turned off"),
            })
          }
          onClose={() => setConfirming(null)}
        />
      ) : null}
    </section>
  );
}
