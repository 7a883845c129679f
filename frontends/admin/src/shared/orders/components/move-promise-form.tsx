/**
 * @module "Move promise" on an order's page (docs/rules/workshop.md): the
 * owner picks another day for the promise and saves it; the server's
 * refusal (a day that is no date, a closed day, …) is said under the field.
 */
import { Controller } from "react-hook-form";
import { z } from "zod";
import { PROMISED_BY_MESSAGE } from "@stringing/core/orders/order-status";
import { isCalendarDate } from "@stringing/core/workshop/workshop-calendar";
import { ApiError } from "@stringing/ui/api-request";
import { Button } from "@stringing/ui/components/button";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { fieldProps, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import type { useMovePromise } from "../api/move-promise.ts";
import type { Order } from "../order.ts";
import * as styles from "./order-details-dialog.css.ts";
import * as promiseStyles from "./order-promise-panel.css.ts";
import { promiseDateText } from "./promise-text.ts";

/** The API's own rule and words for the day (core's PATCH body), required here: this form sends nothing else. */
const movePromiseForm = z.object({ promisedBy: z.string().trim().refine(isCalendarDate, { error: PROMISED_BY_MESSAGE }) });

/**
 * `move` is the page's mutation, not the form's: the form starts again from
 * each new promise (its key), and a toast bound to a form gone would be lost.
 */
export function MovePromiseForm({ order, move }: { order: Pick<Order, "id" | "promisedBy">; move: ReturnType<typeof useMovePromise> }) {
  const { control, handleSubmit, setError } = useSchemaForm<{ promisedBy: string }, typeof movePromiseForm>(movePromiseForm, {
    promisedBy: order.promisedBy ?? "",
  });
  const submit = handleSubmit(({ promisedBy }) => {
    if (move.isPending) return;
    move.mutate(
      { id: order.id, promisedBy },
      {
        onSuccess: (saved) =>
          toast({ title: "Promise moved", description: `Order #${saved.id} now ships by ${saved.promisedBy ? promiseDateText(saved.promisedBy) : "-"}.` }),
        onError: (failure) => {
          const field = failure instanceof ApiError ? failure.fieldErrors.promisedBy : undefined;
          setError("promisedBy", { type: "server", message: field ?? describeError(failure, "The promise could not be moved.") });
        },
      },
    );
  });
  return (
    <form className={styles.panelForm} onSubmit={submit} noValidate aria-label={`Move the promise of order #${order.id}`}>
      <Controller
        control={control}
        name="promisedBy"
        render={({ field, fieldState }) => (
          <TextField className={promiseStyles.dateField} label="Move promise to" type="date" {...fieldProps(field, fieldState)} isDisabled={move.isPending} />
        )}
      />
      <div className={styles.panelActions}>
        <Button type="submit" size="sm" variant="secondary" isDisabled={move.isPending}>
          {move.isPending ? "Saving..." : "Save promise"}
        </Button>
      </div>
    </form>
  );
}
