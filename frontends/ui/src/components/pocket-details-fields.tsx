/**
 * @module The pocket in detail (core's orders/pocket-details.ts) as fields
 * of any react-hook-form form, nested under one field (`name`, e.g.
 * "pocket") holding pocket-form.ts's `PocketFormValues`: mesh brand and
 * diamonds, sidewall and top string colours, up to four shooters top to
 * bottom (style; material and colour when known), channel and whip. Every
 * part may be left blank for the stringer; each field shows its own
 * message (the form's check through `pocketCheck`, or the server's mapped
 * by `showServerErrors` over `pocketFieldNames`).
 *
 *   <PocketDetailsFields control={control} name="pocket" />
 *
 * Shared by the public order form and the admin's order page: it imports
 * nothing but the ui package and core.
 */
import { useEffect, useRef } from "react";
import { type Control, type FieldPathByValue, type FieldValues, get, useController, useFieldArray, useFormState } from "react-hook-form";
import {
  CHANNEL_OPTIONS,
  DIAMONDS_MAX,
  DIAMONDS_MIN,
  MAX_SHOOTERS,
  SHOOTER_MATERIALS,
  SHOOTER_STYLES,
  WHIP_OPTIONS,
} from "@stringing/core/orders/pocket-details";
import { formGrid } from "../form-grid.css.ts";
import { NEW_SHOOTER, type PocketFormValues } from "../pocket-form.ts";
import { Button } from "./button.tsx";
import * as styles from "./pocket-details-fields.css.ts";
import { SelectField, type SelectOption } from "./select-field.tsx";
import { TextField } from "./text-field.tsx";

export interface PocketDetailsFieldsProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>;
  /** The form's field that holds the pocket (`PocketFormValues`); each part is named under it (`pocket.diamonds`). */
  name: FieldPathByValue<Values, PocketFormValues>;
  /** The choice a blank select shows ("Leave it to the stringer" by default; the back office may say "Not said"). */
  blankLabel?: string;
  isDisabled?: boolean;
}

/** A select's "nothing said" choice: react-aria's keys cannot be "", the form's value for it. */
const BLANK = "_blank";

type AnyControl = Control<FieldValues>;

function PocketText({
  control,
  name,
  label,
  isDisabled,
  ...extra
}: {
  control: AnyControl;
  name: string;
  label: string;
  isDisabled: boolean | undefined;
  type?: string;
  inputMode?: "numeric";
  description?: string;
  placeholder?: string;
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <div data-field={name}>
      <TextField
        label={label}
        name={name}
        value={(field.value as string | undefined) ?? ""}
        onChange={field.onChange}
        onBlur={field.onBlur}
        errorMessage={fieldState.error?.message}
        isDisabled={isDisabled}
        {...(extra.type ? { type: extra.type } : {})}
        {...(extra.inputMode ? { inputMode: extra.inputMode } : {})}
        {...(extra.description ? { description: extra.description } : {})}
        {...(extra.placeholder ? { placeholder: extra.placeholder } : {})}
      />
    </div>
  );
}

function PocketSelect({
  control,
  name,
  label,
  options,
  blankLabel,
  isDisabled,
}: {
  control: AnyControl;
  name: string;
  label: string;
  options: readonly SelectOption[];
  /** The blank choice's words; none: a choice must be made (a shooter's style). */
  blankLabel?: string;
  isDisabled: boolean | undefined;
}) {
  const { field, fieldState } = useController({ control, name });
  const value = (field.value as string | undefined) ?? "";
  return (
    <div data-field={name}>
      <SelectField
        label={label}
        name={name}
        options={blankLabel ? [{ value: BLANK, label: blankLabel }, ...options] : options}
        value={value === "" && blankLabel ? BLANK : value}
        onChange={(picked) => field.onChange(picked === BLANK ? "" : picked)}
        placeholder={blankLabel ?? "Select…"}
        errorMessage={fieldState.error?.message}
        isDisabled={isDisabled}
        isRequired={!blankLabel}
      />
    </div>
  );
}

/** A message filed on a group (the shooter list, the whole pocket) rather than on one of its fields. */
function GroupError({ control, name }: { control: AnyControl; name: string }) {
  const { errors } = useFormState({ control, name });
  // A list's or an object's own message (`root` for a field array's); its fields show theirs.
  const error = get(errors, name) as { message?: unknown; root?: { message?: string } } | undefined;
  const message = typeof error?.message === "string" ? error.message : error?.root?.message;
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}

export function PocketDetailsFields<Values extends FieldValues, Output>({
  control: typedControl,
  name,
  blankLabel = "Leave it to the stringer",
  isDisabled,
}: PocketDetailsFieldsProps<Values, Output>) {
  // The parts are named under `name` at run time, which the form's own types cannot follow.
  const control = typedControl as unknown as AnyControl;
  const { fields, append, remove } = useFieldArray({ control, name: `${name}.shooters` as string });
  const rootRef = useRef<HTMLDivElement>(null);
  const focusAfter = useRef<"last" | "add" | null>(null);
  const full = fields.length >= MAX_SHOOTERS;

  // After Add, the new row's style; after Remove, "Add a shooter" (the row that had focus is gone).
  useEffect(() => {
    const target = focusAfter.current;
    focusAfter.current = null;
    if (target === "last" && fields.length > 0) {
      rootRef.current?.querySelector<HTMLElement>(`[data-field="${name}.shooters.${fields.length - 1}.style"] button`)?.focus();
    } else if (target === "add") {
      rootRef.current?.querySelector<HTMLElement>("[data-add-shooter]")?.focus();
    }
  }, [fields.length, name]);

  return (
    <div ref={rootRef} className={styles.root} data-field={name}>
      <GroupError control={control} name={name} />
      <div className={formGrid}>
        <PocketText control={control} name={`${name}.meshBrand`} label="Mesh brand" placeholder="e.g. StringKing 4S" isDisabled={isDisabled} />
        <PocketText
          control={control}
          name={`${name}.diamonds`}
          label="Diamonds"
          type="number"
          inputMode="numeric"
          description={`Diamonds down the mesh, ${DIAMONDS_MIN} to ${DIAMONDS_MAX}`}
          isDisabled={isDisabled}
        />
        <PocketText control={control} name={`${name}.sidewallColor`} label="Sidewall color" placeholder="e.g. Red" isDisabled={isDisabled} />
        <PocketText control={control} name={`${name}.topStringColor`} label="Top string color" placeholder="e.g. White" isDisabled={isDisabled} />
      </div>

      <fieldset className={styles.shooters} data-field={`${name}.shooters`}>
        <legend className={styles.legend}>Shooters, top to bottom</legend>
        {fields.length === 0 ? <p className={styles.muted}>No shooters listed: the stringer chooses.</p> : null}
        {fields.map((row, index) => (
          <fieldset key={row.id} className={styles.shooter}>
            <legend className={styles.shooterLegend}>Shooter {index + 1}</legend>
            <PocketSelect control={control} name={`${name}.shooters.${index}.style`} label="Style" options={SHOOTER_STYLES} isDisabled={isDisabled} />
            <PocketSelect
              control={control}
              name={`${name}.shooters.${index}.material`}
              label="Material"
              options={SHOOTER_MATERIALS}
              blankLabel="Not sure"
              isDisabled={isDisabled}
            />
            <PocketText control={control} name={`${name}.shooters.${index}.color`} label="Color" placeholder="e.g. White" isDisabled={isDisabled} />
            <Button
              variant="secondary"
              className={styles.remove}
              aria-label={`Remove shooter ${index + 1}`}
              isDisabled={isDisabled}
              onPress={() => {
                focusAfter.current = "add";
                remove(index);
              }}
            >
              Remove
            </Button>
          </fieldset>
        ))}
        <div className={styles.addRow}>
          <Button
            data-add-shooter
            variant="secondary"
            isDisabled={isDisabled || full}
            onPress={() => {
              focusAfter.current = "last";
              append({ ...NEW_SHOOTER });
            }}
          >
            Add a shooter
          </Button>
          {full ? <p className={styles.muted}>{`At most ${MAX_SHOOTERS} shooters.`}</p> : null}
        </div>
        <GroupError control={control} name={`${name}.shooters`} />
      </fieldset>

      <div className={formGrid}>
        <PocketSelect control={control} name={`${name}.channel`} label="Channel" options={CHANNEL_OPTIONS} blankLabel={blankLabel} isDisabled={isDisabled} />
        <PocketSelect control={control} name={`${name}.whip`} label="Whip" options={WHIP_OPTIONS} blankLabel={blankLabel} isDisabled={isDisabled} />
      </div>
    </div>
  );
}
