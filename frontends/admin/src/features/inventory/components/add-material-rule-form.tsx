/**
 * @module Adding a materials rule: which field of the order, which of its
 * values (the services, the order form's options, a head type as typed),
 * which inventory item and how many. Checked with core's rule schema; a rule
 * that repeats one in the list is refused here, as the server would.
 */
import { Controller } from "react-hook-form";
import { type MaterialField, type MaterialRule, materialRuleSchema } from "@stringing/core/inventory/materials/material-rule";
import { Button } from "@stringing/ui/components/button";
import { FormSelectField, FormTextField } from "@stringing/ui/components/form-fields";
import { SelectField } from "@stringing/ui/components/select-field";
import { TextField } from "@stringing/ui/components/text-field";
import { fieldProps, focusField, useSchemaForm } from "@stringing/ui/schema-form";
import { useRef } from "react";
import { FIELD_OPTIONS, fieldChoices } from "../material-rule-text.ts";
import * as styles from "./materials.css.ts";

type AddRuleValues = { field: MaterialField; equals: string; itemId: string; quantity: string };

const EMPTY: AddRuleValues = { field: "serviceName", equals: "", itemId: "", quantity: "1" };

const toInput = (values: AddRuleValues) => ({
  ...values,
  itemId: values.itemId === "" ? Number.NaN : Number(values.itemId),
  quantity: values.quantity.trim() === "" ? Number.NaN : Number(values.quantity),
});

export interface AddMaterialRuleFormProps {
  items: readonly { id: number; name: string }[];
  serviceNames: readonly string[];
  /** False (with the form's message) when the rule repeats one already listed. */
  onAdd: (rule: MaterialRule) => boolean;
}

const REPEATED = "This rule is already listed: change its quantity there instead.";

export function AddMaterialRuleForm({ items, serviceNames, onAdd }: AddMaterialRuleFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const { control, handleSubmit, watch, setValue, setError, reset } = useSchemaForm<AddRuleValues, typeof materialRuleSchema>(materialRuleSchema, EMPTY, {
    toInput,
  });
  const field = watch("field");
  const choices = fieldChoices(field, serviceNames);
  const onSubmit = handleSubmit(
    (rule) => {
      if (!onAdd(rule)) {
        setError("equals", { type: "repeat", message: REPEATED });
        focusField(formRef.current, "equals");
        return;
      }
      reset({ ...EMPTY, field: rule.field });
    },
    (errors) => {
      const first = (["field", "equals", "itemId", "quantity"] as const).find((name) => errors[name]);
      if (first) focusField(formRef.current, first);
    },
  );
  return (
    <form ref={formRef} className={styles.addForm} aria-labelledby="add-material-rule" noValidate onSubmit={(event) => void onSubmit(event)}>
      <h3 id="add-material-rule" className={styles.subTitle}>
        Add a rule
      </h3>
      <div className={styles.addFields}>
        <div data-field="field">
          <SelectField
            label="Order field"
            name="field"
            options={FIELD_OPTIONS}
            value={field}
            onChange={(value) => {
              setValue("field", value as MaterialField);
              setValue("equals", "");
            }}
          />
        </div>
        <Controller
          control={control}
          name="equals"
          render={({ field: bound, fieldState }) =>
            choices ? (
              <div data-field="equals">
                <SelectField
                  label="Value"
                  placeholder={choices.length ? "Choose a value" : "No services yet"}
                  options={choices.map((value) => ({ value, label: value }))}
                  {...fieldProps(bound, fieldState)}
                />
              </div>
            ) : (
              <TextField label="Value" placeholder="e.g. STX Hammer 3" {...fieldProps(bound, fieldState)} />
            )
          }
        />
        <div data-field="itemId">
          <FormSelectField
            control={control}
            name="itemId"
            label="Inventory item"
            placeholder={items.length ? "Choose an item" : "No inventory items yet"}
            options={items.map((item) => ({ value: String(item.id), label: item.name }))}
          />
        </div>
        <FormTextField control={control} name="quantity" label="Quantity" type="number" inputMode="numeric" min="1" />
      </div>
      <div>
        <Button type="submit" variant="secondary">
          Add rule
        </Button>
      </div>
    </form>
  );
}
