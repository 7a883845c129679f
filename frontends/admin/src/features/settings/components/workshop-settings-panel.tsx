/**
 * @module Settings › Workshop (docs/rules/workshop.md): the calendar and the
 * pace the promise is counted with — timezone, working days, closed dates,
 * turnaround and daily capacity — saved as one object, checked with the
 * API's own schema, and beside it the next two weeks as the form stands.
 */
import { useRef } from "react";
import { Controller, useWatch } from "react-hook-form";
import { workshopSettingsSchema } from "@stringing/core/workshop/workshop-settings";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { describeError } from "@stringing/ui/error-message";
import { formActions, formError, formStack } from "@stringing/ui/form-grid.css";
import { fieldProps, focusField, showServerErrors, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { useWorkshopBoardDays } from "../../../shared/orders/api/get-workshop-board.ts";
import { useSaveWorkshopSettings, useWorkshopSettings, type WorkshopSettingsView } from "../api/workshop-settings.ts";
import { ClosedDatesField } from "./closed-dates-field.tsx";
import { NumberTextField } from "./number-field.tsx";
import { TimezoneField } from "./timezone-field.tsx";
import { WorkingDaysField } from "./working-days-field.tsx";
import { WorkshopCalendarPreview } from "./workshop-calendar-preview.tsx";
import * as styles from "./workshop-settings.css.ts";

/** What the form holds: the numbers as typed, so a half-typed value is never rewritten. */
export type WorkshopFormValues = { timezone: string; workingDays: number[]; closedDates: string[]; turnaroundDays: string; dailyCapacity: string };

const FIELDS = ["timezone", "workingDays", "closedDates", "turnaroundDays", "dailyCapacity"] as const;

const toFormValues = (saved: WorkshopSettingsView): WorkshopFormValues => ({
  timezone: saved.timezone,
  workingDays: [...saved.workingDays],
  closedDates: [...saved.closedDates],
  turnaroundDays: String(saved.turnaroundDays),
  dailyCapacity: String(saved.dailyCapacity),
});

const readNumber = (text: string): number => (text.trim() === "" ? Number.NaN : Number(text));

const toInput = (values: WorkshopFormValues) => ({
  ...values,
  turnaroundDays: readNumber(values.turnaroundDays),
  dailyCapacity: readNumber(values.dailyCapacity),
});

export function WorkshopSettingsPanel() {
  const settings = useWorkshopSettings();
  return (
    <Card title="Workshop" description="Your calendar and your pace: every promise date is counted with them.">
      {settings.isPending ? (
        <Spinner label="Loading the workshop settings" />
      ) : settings.isError ? (
        <p role="alert">{describeError(settings.error, "The workshop settings could not be loaded")}</p>
      ) : (
        <WorkshopSettingsForm saved={settings.data} />
      )}
    </Card>
  );
}

function WorkshopSettingsForm({ saved }: { saved: WorkshopSettingsView }) {
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveWorkshopSettings();
  const board = useWorkshopBoardDays();
  const { control, handleSubmit, setError, reset, formState } = useSchemaForm<WorkshopFormValues, typeof workshopSettingsSchema>(
    workshopSettingsSchema,
    toFormValues(saved),
    { toInput },
  );
  const current = useWatch({ control }) as WorkshopFormValues;
  const turnaround = readNumber(current.turnaroundDays);

  const submit = handleSubmit(
    (settings) =>
      save.mutate(settings, {
        onSuccess: (answer) => {
          reset(toFormValues(answer));
          toast({ title: "Workshop settings saved", description: "New promises are counted with them." });
        },
        onError: (failure) => {
          const [first] = showServerErrors(failure, FIELDS, setError);
          if (first) focusField(formRef.current, first);
          else setError("root", { type: "server", message: describeError(failure, "The workshop settings could not be saved.") });
        },
      }),
    (errors) => {
      const first = FIELDS.find((field) => errors[field]);
      if (first) focusField(formRef.current, first);
    },
  );

  return (
    <div className={styles.layout}>
      <form ref={formRef} className={formStack} onSubmit={submit} noValidate aria-label="Workshop settings">
        <div data-field="timezone">
          <Controller control={control} name="timezone" render={({ field, fieldState }) => <TimezoneField {...fieldProps(field, fieldState)} />} />
        </div>
        <Controller
          control={control}
          name="workingDays"
          render={({ field, fieldState }) => <WorkingDaysField value={field.value} onChange={field.onChange} errorMessage={fieldState.error?.message} />}
        />
        <Controller
          control={control}
          name="closedDates"
          render={({ field, fieldState }) => <ClosedDatesField value={field.value} onChange={field.onChange} errorMessage={fieldState.error?.message} />}
        />
        <div className={styles.numbers}>
          <div data-field="turnaroundDays">
            <Controller
              control={control}
              name="turnaroundDays"
              render={({ field, fieldState }) => (
                <NumberTextField label="Turnaround (working days)" step="1" description="From 1 to 30." {...fieldProps(field, fieldState)} />
              )}
            />
          </div>
          <div data-field="dailyCapacity">
            <Controller
              control={control}
              name="dailyCapacity"
              render={({ field, fieldState }) => (
                <NumberTextField
                  label="Daily capacity (heads)"
                  step="1"
                  description="Promises a day can take, from 1 to 500."
                  {...fieldProps(field, fieldState)}
                />
              )}
            />
          </div>
        </div>
        {formState.errors.root?.message ? (
          <p role="alert" className={formError}>
            {formState.errors.root.message}
          </p>
        ) : null}
        <div className={formActions}>
          <Button type="submit" isDisabled={save.isPending}>
            {save.isPending ? "Saving..." : "Save Workshop Settings"}
          </Button>
        </div>
      </form>
      <WorkshopCalendarPreview
        calendar={{
          timezone: current.timezone,
          workingDays: current.workingDays,
          closedDates: current.closedDates,
          turnaroundDays: Number.isInteger(turnaround) && turnaround >= 1 && turnaround <= 30 ? turnaround : saved.turnaroundDays,
        }}
        board={board.data ?? []}
        boardNote={board.isPending ? "Reading the load of the coming days…" : board.isError ? "The load of the coming days could not be read." : undefined}
      />
    </div>
  );
}
