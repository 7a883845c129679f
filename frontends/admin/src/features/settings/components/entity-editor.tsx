/**
 * @module The Add/Edit dialog of a settings list, built from its field
 * declarations and checked with core's schema (the API's own messages)
 * before anything is sent.
 */
import { Controller } from "react-hook-form";
import type { ZodType } from "zod";
import { TextField } from "@stringing/ui/components/text-field";
import { describeError } from "@stringing/ui/error-message";
import { toast } from "@stringing/ui/toast-queue";
import { formGrid, fullWidth } from "@stringing/ui/form-grid.css";
import { SelectField } from "@stringing/ui/components/select-field";
import { sentenceCase } from "../../../components/ui/sentence-case.ts";
import { SwitchField } from "../../../components/ui/switch-field.tsx";
import { useSaveCatalogueItem, type CatalogueItem, type CatalogueResource } from "../api/catalogue-resource.ts";
import { blankValues, bodyFromValues, valuesFromItem, type EntityField, type FieldValue, type FormValues } from "../entity-fields.ts";
import { useSchemaForm } from "@stringing/ui/schema-form";
import { ImageField } from "./image-field.tsx";
import { ItemDialog } from "@stringing/ui/components/item-dialog";
import { NumberTextField } from "./number-field.tsx";
import { TextAreaField } from "@stringing/ui/components/text-area-field";

export interface EntityCopy {
  /** "Testimonial": the dialog titles ("Add New Testimonial", "Edit Testimonial") and "Save Testimonial". */
  noun: string;
  /** "testimonial": "Failed to save testimonial". */
  lowerNoun: string;
  /** Overrides the failure toast's title, e.g. services' "Error adding service". */
  saveErrorTitle?: (isEdit: boolean) => string;
}

export interface EntityEditorProps<Item extends CatalogueItem, NewItem> {
  fields: readonly EntityField[];
  /** The route's own schema: what passes it is a body the route takes. */
  schema: ZodType<unknown, NewItem>;
  resource: CatalogueResource<Item, NewItem>;
  copy: EntityCopy;
  item: Item | null;
  onClose: () => void;
}

export function EntityEditor<Item extends CatalogueItem, NewItem>({ fields, schema, resource, copy, item, onClose }: EntityEditorProps<Item, NewItem>) {
  const { control, handleSubmit, getValues, setError, formState } = useSchemaForm<FormValues, ZodType<unknown, NewItem>>(
    schema,
    item ? valuesFromItem(fields, item as unknown as Record<string, unknown>) : blankValues(fields),
    { toInput: (values) => bodyFromValues(fields, values), fieldNames: { displayOrder: "order", heading: "title" } },
  );
  const save = useSaveCatalogueItem(resource);
  const isEdit = item !== null;

  // What passed the schema is sent as made from the form (the schema's input), the route parsing it again.
  const submit = handleSubmit(() =>
    save.mutate(
      { id: item?.id, body: bodyFromValues(fields, getValues()) as NewItem },
      {
        onSuccess: () => {
          toast({ title: `${sentenceCase(copy.noun)} ${isEdit ? "updated" : "added"}` });
          onClose();
        },
        onError: (error) => {
          const message = describeError(error, "Please try again.");
          setError("root", { type: "server", message: `Failed to save ${copy.lowerNoun}: ${message}` });
          toast({
            title: copy.saveErrorTitle?.(isEdit) ?? `Failed to save ${copy.lowerNoun}`,
            description: copy.saveErrorTitle ? `Failed to save ${copy.lowerNoun}: ${message}` : message,
            variant: "destructive",
          });
        },
      },
    ),
  );

  return (
    <ItemDialog
      title={isEdit ? `Edit ${copy.noun}` : `Add New ${copy.noun}`}
      saveLabel={`Save ${copy.noun}`}
      isPending={save.isPending}
      error={formState.errors.root?.message}
      onSubmit={submit}
      onClose={onClose}
    >
      <div className={formGrid}>
        {fields.map((field) => (
          <div key={field.name} className={field.wide || field.kind === "textarea" || field.kind === "lines" || field.kind === "image" ? fullWidth : undefined}>
            <Controller
              control={control}
              name={field.name}
              render={({ field: bound, fieldState }) => (
                <FieldInput field={field} value={bound.value ?? ""} onChange={bound.onChange} error={fieldState.error?.message} />
              )}
            />
          </div>
        ))}
      </div>
    </ItemDialog>
  );
}

function FieldInput({
  field,
  value,
  onChange,
  error,
}: {
  field: EntityField;
  value: FieldValue;
  onChange: (value: FieldValue) => void;
  error: string | undefined;
}) {
  const text = typeof value === "string" ? value : "";
  const common = {
    label: field.label,
    errorMessage: error,
    ...(field.description ? { description: field.description } : {}),
    ...(field.placeholder ? { placeholder: field.placeholder } : {}),
  };
  switch (field.kind) {
    case "textarea":
    case "lines":
      return <TextAreaField {...common} value={text} onChange={onChange} rows={field.kind === "lines" ? 4 : 5} isRequired={field.required} />;
    case "select":
      return <SelectField {...common} options={field.options} value={text} onChange={onChange} isRequired={field.required} />;
    case "switch":
      return <SwitchField label={field.label} isSelected={Boolean(value)} onChange={onChange} />;
    case "image":
      return <ImageField label={field.label} value={text} onChange={onChange} aspect={field.aspect} errorMessage={error} removable={field.removable} />;
    case "dollars":
      return <NumberTextField {...common} value={text} onChange={onChange} step="0.01" isRequired={field.required} />;
    case "whole":
      return <NumberTextField {...common} value={text} onChange={onChange} step="1" isRequired={field.required} />;
    default:
      return <TextField {...common} value={text} onChange={onChange} type={field.kind === "url" ? "url" : "text"} isRequired={field.required} />;
  }
}
