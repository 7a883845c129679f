/**
 * @module Shipping (issue 14): which carrier buys labels (Shippo with a key
 * saved here or SHIPPO_API_KEY, else test labels, marked as such), the
 * Shippo key (written, never shown), the ship-from address, the parcel, and
 * the tracking webhook's URL to register in Shippo.
 */
import { Controller, useWatch } from "react-hook-form";
import { parcelSchema, shipFromSchema, shippoKeySchema } from "@stringing/core/shipping/shipping-settings-input";
import { Button } from "@stringing/ui/components/button";
import { Spinner } from "@stringing/ui/components/spinner";
import { FormTextField } from "@stringing/ui/components/form-fields";
import { describeError } from "@stringing/ui/error-message";
import { formActions, formStack } from "@stringing/ui/form-grid.css";
import { toast } from "@stringing/ui/toast-queue";
import { Card } from "../../../components/ui/card.tsx";
import { Badge } from "../../../components/ui/status-badge.tsx";
import { type ShippingSettingsView, useRemoveShippoKey, useSaveShippingSettings, useSaveShippoKey, useShippingSettings } from "../api/shipping-settings.ts";
import { NumberTextField } from "./number-field.tsx";
import * as styles from "./settings.css.ts";
import { fieldProps, useSchemaForm } from "@stringing/ui/schema-form";

const ADDRESS_FIELDS = [
  ["name", "Name"],
  ["street1", "Street"],
  ["street2", "Street (line 2)"],
  ["city", "City"],
  ["state", "State"],
  ["zip", "ZIP"],
  ["country", "Country (two letters)"],
  ["phone", "Phone"],
] as const;
type AddressField = (typeof ADDRESS_FIELDS)[number][0];

const PARCEL_FIELDS = [
  ["lengthIn", "Length (in)"],
  ["widthIn", "Width (in)"],
  ["heightIn", "Height (in)"],
  ["weightLb", "Weight (lb)"],
] as const;
type ParcelField = (typeof PARCEL_FIELDS)[number][0];

function carrierText(view: ShippingSettingsView): string {
  if (view.provider === "test") return "Test labels drawn by the app (no Shippo key): not valid for postage.";
  const source = view.keySource === "settings" ? "the key saved here" : "SHIPPO_API_KEY in the server's environment";
  return `Shippo, with ${source}${view.testLabels ? " (a test key: labels are not valid for postage)" : ""}.`;
}

export function ShippingPanel() {
  const settings = useShippingSettings();
  const view = settings.data;
  return (
    <Card
      title="Shipping"
      description="The carrier that buys labels, your ship-from address and the box a head travels in."
      action={view ? view.testLabels ? <Badge tone="yellow">Test labels</Badge> : <Badge tone="green">Shippo live</Badge> : null}
    >
      {settings.isPending ? (
        <Spinner label="Loading shipping settings" />
      ) : settings.isError || !view ? (
        <p role="alert">{describeError(settings.error, "The shipping settings could not be loaded")}</p>
      ) : (
        <div className={formStack}>
          <dl className={styles.infoList}>
            <dt className={styles.infoTerm}>Carrier</dt>
            <dd className={styles.infoValue}>{carrierText(view)}</dd>
            <dt className={styles.infoTerm}>Tracking webhook</dt>
            <dd className={styles.infoValue}>
              <code className={styles.breakAnywhere}>{view.webhookUrl}</code>
              <br />
              <span className={styles.muted}>Register this URL in Shippo for track_updated events. Keep it secret: the token is its password.</span>
            </dd>
          </dl>
          <ShippoKeyForm view={view} />
          <ShipFromForm key={JSON.stringify(view.shipFrom)} view={view} />
          <ParcelForm key={JSON.stringify(view.parcel)} view={view} />
        </div>
      )}
    </Card>
  );
}

function ShippoKeyForm({ view }: { view: ShippingSettingsView }) {
  const save = useSaveShippoKey();
  const remove = useRemoveShippoKey();
  const { control, handleSubmit, setError, reset } = useSchemaForm<{ apiKey: string }, typeof shippoKeySchema>(shippoKeySchema, { apiKey: "" });
  const typed = useWatch({ control, name: "apiKey" });
  const submit = handleSubmit(({ apiKey }) =>
    save.mutate(apiKey, {
      onSuccess: () => {
        reset();
        toast({ title: "Shippo key saved", description: "Labels are now bought through Shippo." });
      },
      onError: (failure) => setError("apiKey", { type: "server", message: describeError(failure, "The key could not be saved") }),
    }),
  );
  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label="Shippo API key">
      <FormTextField
        control={control}
        name="apiKey"
        label="Shippo API Key"
        type="password"
        autoComplete="off"
        description={view.keySaved ? "A key is saved (it is never shown). Enter a new one to replace it." : "Start with a test key (shippo_test_…)."}
      />
      <div className={formActions}>
        <Button type="submit" isDisabled={save.isPending || !typed.trim()}>
          {save.isPending ? "Saving..." : "Save Key"}
        </Button>
        {view.keySaved ? (
          <Button
            variant="secondary"
            isDisabled={remove.isPending}
            onPress={() => remove.mutate(undefined, { onSuccess: () => toast({ title: "Shippo key removed" }) })}
          >
            Remove Key
          </Button>
        ) : null}
      </div>
    </form>
  );
}

function ShipFromForm({ view }: { view: ShippingSettingsView }) {
  const save = useSaveShippingSettings();
  const saved = view.shipFrom;
  const { control, handleSubmit, setError } = useSchemaForm<Record<AddressField, string>, typeof shipFromSchema>(
    shipFromSchema,
    Object.fromEntries(ADDRESS_FIELDS.map(([field]) => [field, saved?.[field] ?? (field === "country" ? "US" : "")])) as Record<AddressField, string>,
  );
  const submit = handleSubmit((shipFrom) =>
    save.mutate(
      { shipFrom },
      {
        onSuccess: () => toast({ title: "Ship-from address saved" }),
        onError: (failure) => setError("name", { type: "server", message: describeError(failure, "The address could not be saved") }),
      },
    ),
  );
  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label="Ship-from address">
      <p className={styles.muted}>{saved ? "Labels are sent from this address." : "Not set: labels use the address of the Contact section."}</p>
      {ADDRESS_FIELDS.map(([field, label]) => (
        <FormTextField key={field} control={control} name={field} label={label} />
      ))}
      <div className={formActions}>
        <Button type="submit" isDisabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Address"}
        </Button>
      </div>
    </form>
  );
}

function ParcelForm({ view }: { view: ShippingSettingsView }) {
  const save = useSaveShippingSettings();
  const { control, handleSubmit } = useSchemaForm<Record<ParcelField, string>, typeof parcelSchema>(
    parcelSchema,
    Object.fromEntries(PARCEL_FIELDS.map(([field]) => [field, String(view.parcel[field])])) as Record<ParcelField, string>,
    { toInput: (values) => Object.fromEntries(PARCEL_FIELDS.map(([field]) => [field, values[field].trim() === "" ? Number.NaN : Number(values[field])])) },
  );
  const submit = handleSubmit((parcel) => save.mutate({ parcel }, { onSuccess: () => toast({ title: "Parcel saved" }) }));
  return (
    <form className={formStack} onSubmit={submit} noValidate aria-label="Parcel">
      <p className={styles.muted}>{view.parcelSaved ? "The box every label is bought for." : "The default lacrosse-head box (24 x 10 x 4 in, 2 lb)."}</p>
      {PARCEL_FIELDS.map(([field, label]) => (
        <Controller
          key={field}
          control={control}
          name={field}
          render={({ field: bound, fieldState }) => <NumberTextField label={label} step="0.1" {...fieldProps(bound, fieldState)} />}
        />
      ))}
      <div className={formActions}>
        <Button type="submit" isDisabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Parcel"}
        </Button>
      </div>
    </form>
  );
}
