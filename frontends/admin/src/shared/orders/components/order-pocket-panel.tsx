/**
 * @module The pocket on an order's page (docs/rules/orders.md, The pocket in
 * detail): its parts as the stringer reads them (mesh, sidewall, top string,
 * shooters top to bottom, channel, whip), or that nobody has said them yet;
 * "Edit pocket" opens the shared pocket fields so the stringer completes
 * them while stringing and next season's reorder is exact. The whole pocket
 * is saved at once; the server's refusal is said beside its field, Cancel
 * puts back what was saved, and focus goes to the form and back to the button.
 */
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, type FieldPath, get } from "react-hook-form";
import { z } from "zod";
import { isEmptyPocket, type PocketDetails, pocketDetailsSchema, pocketLines } from "@stringing/core/orders/pocket-details";
import { Button } from "@stringing/ui/components/button";
import { PocketDetailsFields } from "@stringing/ui/components/pocket-details-fields";
import { describeError } from "@stringing/ui/error-message";
import { formActions, formError } from "@stringing/ui/form-grid.css";
import { type PocketFormValues, pocketCheck, pocketFieldNames, pocketFormValues, pocketInput } from "@stringing/ui/pocket-form";
import { focusField, showServerErrors, useSchemaForm } from "@stringing/ui/schema-form";
import { toast } from "@stringing/ui/toast-queue";
import { useUpdateOrderPocket } from "../api/update-order-pocket.ts";
import type { Order } from "../order.ts";
import * as styles from "./order-details-dialog.css.ts";
import * as promiseStyles from "./order-promise-panel.css.ts";

export const POCKET_NOT_RECORDED = "Not recorded yet — fill it in while stringing";

export function OrderPocketPanel({ order }: { order: Pick<Order, "id" | "pocket"> }) {
  const { pocket } = order;
  const [editing, setEditing] = useState(false);
  const section = useRef<HTMLElement>(null);
  // Back to "Edit pocket" once the form closes (saved or cancelled), not on the page's first paint.
  const wasEditing = useRef(false);
  useEffect(() => {
    if (wasEditing.current && !editing) section.current?.querySelector<HTMLElement>("[data-edit-pocket]")?.focus();
    wasEditing.current = editing;
  }, [editing]);
  const headingId = `pocket-panel-${order.id}`;
  const lines = pocketLines(pocket);
  return (
    <section ref={section} className={`${styles.panel} ${promiseStyles.spaced}`} aria-labelledby={headingId}>
      <div className={styles.panelHeader}>
        <h2 id={headingId} className={styles.panelTitle}>
          Pocket
        </h2>
        {editing ? null : (
          <Button data-edit-pocket size="sm" variant="secondary" onPress={() => setEditing(true)} aria-label={`Edit pocket of order #${order.id}`}>
            Edit pocket
          </Button>
        )}
      </div>
      {editing ? (
        <PocketForm orderId={order.id} saved={pocket} onDone={() => setEditing(false)} />
      ) : isEmptyPocket(pocket) ? (
        <p className={styles.sectionText}>{POCKET_NOT_RECORDED}</p>
      ) : (
        <dl className={styles.dl} aria-label={`Pocket of order #${order.id}`}>
          {lines.map((line) => (
            <div key={line.label} className={styles.dlRow}>
              <dt className={styles.dt}>{line.label}</dt>
              <dd className={styles.dd}>{line.value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

type PocketFormShape = { pocket: PocketFormValues };
const pocketForm = z.object({ pocket: pocketDetailsSchema });
const toInput = (values: PocketFormShape) => ({ pocket: pocketInput(values.pocket) });

/** The first of the pocket's fields, in screen order, that has a message. */
const firstWithMessage = (errors: FieldErrors<PocketFormShape>, shooterCount: number): string | undefined =>
  pocketFieldNames("pocket", shooterCount).find((name) => typeof (get(errors, name) as { message?: unknown } | undefined)?.message === "string");

function PocketForm({ orderId, saved, onDone }: { orderId: number; saved: PocketDetails; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null);
  const update = useUpdateOrderPocket();
  const saving = update.isPending;
  const { control, handleSubmit, setError, getValues, formState } = useSchemaForm<PocketFormShape, typeof pocketForm>(
    pocketForm,
    { pocket: pocketFormValues(saved) },
    { toInput, nested: pocketCheck("pocket") },
  );
  // Opened: the first field, so the stringer types at once and a screen reader lands in the form.
  useEffect(() => focusField(formRef.current, "pocket.meshBrand"), []);
  const focusFirst = (errors: FieldErrors<PocketFormShape>) => {
    const first = firstWithMessage(errors, getValues("pocket.shooters").length);
    if (first) focusField(formRef.current, first);
  };
  const submit = handleSubmit(({ pocket }) => {
    if (saving) return;
    update.mutate(
      { id: orderId, pocket },
      {
        onSuccess: (order) => {
          toast({ title: "Pocket saved", description: `The pocket of order #${order.id} is recorded for the next reorder.` });
          onDone();
        },
        onError: (failure) => {
          const names = pocketFieldNames("pocket", getValues("pocket.shooters").length) as FieldPath<PocketFormShape>[];
          const [first] = showServerErrors(failure, names, setError);
          if (first) focusField(formRef.current, first);
          else setError("root", { type: "server", message: describeError(failure, "The pocket could not be saved.") });
        },
      },
    );
  }, focusFirst);
  return (
    <form ref={formRef} className={styles.panelForm} onSubmit={submit} noValidate aria-label={`Pocket of order #${orderId}`}>
      <PocketDetailsFields control={control} name="pocket" blankLabel="Not said" isDisabled={saving} />
      {formState.errors.root ? (
        <p role="alert" className={formError}>
          {formState.errors.root.message}
        </p>
      ) : null}
      <div className={formActions}>
        <Button variant="secondary" size="sm" onPress={onDone} isDisabled={saving}>
          Cancel
        </Button>
        <Button type="submit" size="sm" isDisabled={saving}>
          {saving ? "Saving..." : "Save pocket"}
        </Button>
      </div>
    </form>
  );
}
