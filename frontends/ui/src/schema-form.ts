/**
 * @module Forms on react-hook-form over one of core's zod schemas (the API's
 * own, so the messages are those of docs/rules/): `useSchemaForm` checks on submit and,
 * once a submit was tried, again as the field is typed in; `fieldProps` binds
 * a `Controller`'s field to our react-aria fields; `showServerErrors` puts a
 * 400's `{errors: {field: message}}` on the fields; `focusField` takes the
 * visitor to the first one to fix. A failed check or send never touches the
 * values: nothing typed is lost.
 */
import "./zod-without-eval.ts";
import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import {
  type ControllerFieldState,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormSetError,
  set,
  useForm,
} from "react-hook-form";
import type { output, ZodType } from "zod";
import { ApiError } from "./api-request.ts";

export interface SchemaFormOptions<Values extends FieldValues> {
  /** What the schema checks, made from what the form holds (dollars to cents, text to a number…); the values as they are by default. */
  toInput?: (values: Values) => unknown;
  /** The form's name for a schema field where they differ (`{displayOrder: "order"}`). */
  fieldNames?: Record<string, FieldPath<Values>>;
  /** Checks of a group the schema files as one field (an object's parts, e.g. pocket-form.ts's `pocketCheck`): full name (`pocket.diamonds`) → message, each shown on its own field in place of the group's one. */
  nested?: (values: Values) => Record<string, string>;
}

/** The first message found under a nested error (an array's item, an object's field). */
function firstNested(error: unknown): FieldError | undefined {
  if (!error || typeof error !== "object") return undefined;
  const found = error as Partial<FieldError>;
  if (typeof found.message === "string") return { type: found.type ?? "invalid", message: found.message };
  for (const inner of Object.values(error)) {
    const message = firstNested(inner);
    if (message) return message;
  }
  return undefined;
}

/**
 * The schema's first message per field, filed under the field's own name (a
 * list's or an object's inner issue under the list or object, which is one
 * field of the form), the form's name where it differs. Through zod's
 * Standard Schema side rather than the zod resolver: that one replaces a
 * union's own message ("Please enter a valid email address") with one of
 * its branches' ("expected null"), where the API answers with the union's.
 */
export function schemaResolver<Values extends FieldValues, Schema extends ZodType>(
  schema: Schema,
  { toInput, fieldNames = {}, nested }: SchemaFormOptions<Values> = {},
): Resolver<Values, unknown, output<Schema>> {
  const check = standardSchemaResolver(schema as never) as unknown as Resolver<FieldValues, unknown, output<Schema>>;
  return async (values, context, options) => {
    const result = await check(toInput ? (toInput(values) as FieldValues) : values, context, options as never);
    const errors: Record<string, FieldError> = {};
    for (const [field, error] of Object.entries(result.errors)) {
      const name = fieldNames[field] ?? field;
      const message = firstNested(error);
      if (message) errors[name] ??= message;
    }
    const inner = nested ? nested(values) : {};
    for (const path of Object.keys(inner)) delete errors[path.split(".")[0] as string];
    for (const [path, message] of Object.entries(inner)) set(errors, path, { type: "invalid", message });
    return Object.keys(errors).length ? { values: {}, errors: errors as never } : { values: result.values as output<Schema>, errors: {} };
  };
}

/**
 * `useForm` over `schema`: nothing said until the first submit, then each
 * field's message follows its typing; `handleSubmit` hands over the parsed
 * values. Focus is the form's to move (`focusField`): our fields are
 * react-aria's, whose inputs a Controller's ref does not reach.
 */
export function useSchemaForm<Values extends FieldValues, Schema extends ZodType>(
  schema: Schema,
  defaultValues: DefaultValues<Values>,
  options: SchemaFormOptions<Values> = {},
) {
  return useForm<Values, unknown, output<Schema>>({
    resolver: schemaResolver<Values, Schema>(schema, options),
    defaultValues,
    mode: "onSubmit",
    reValidateMode: "onChange",
    shouldFocusError: false,
  });
}

/** A Controller's field as our fields take it: name, value, onChange and the message under it. */
export function fieldProps<Values extends FieldValues, Name extends FieldPath<Values>>(
  { name, value, onChange }: ControllerRenderProps<Values, Name>,
  { error }: ControllerFieldState,
) {
  return { name, value, onChange, errorMessage: error?.message };
}

/** Each field's message, for a component that shows several fields from one `errors` prop. */
export function errorMessages<Values extends FieldValues>(errors: FieldErrors<Values>): Partial<Record<FieldPath<Values>, string>> {
  return Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, (error as FieldError | undefined)?.message])) as Partial<
    Record<FieldPath<Values>, string>
  >;
}

/**
 * The API's field errors of a refused send (an `ApiError`'s 400 body) on the
 * form's own fields, a list item's (`closedDates.2`) under its list as the
 * form shows it; the fields given them, in the order of `fields`.
 */
export function showServerErrors<Values extends FieldValues>(
  error: unknown,
  fields: readonly FieldPath<Values>[],
  setError: UseFormSetError<Values>,
): FieldPath<Values>[] {
  if (!(error instanceof ApiError)) return [];
  const messages = new Map<FieldPath<Values>, string>();
  for (const [path, message] of Object.entries(error.fieldErrors)) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && !messages.has(field)) messages.set(field, message);
  }
  const shown = fields.filter((field) => messages.has(field));
  for (const field of shown) setError(field, { type: "server", message: messages.get(field) });
  return shown;
}

/** Focuses a field's control: inside its `data-field` box (a picker's button, a group's radio), else its input by name. */
export function focusField(form: HTMLFormElement | null, name: string): void {
  const box = form?.querySelector(`[data-field="${name}"]`);
  const target = box
    ? box.querySelector<HTMLElement>("input:checked, input:not([type=hidden]), textarea, button")
    : form?.querySelector<HTMLElement>(`input[name="${name}"], textarea[name="${name}"]`);
  target?.focus();
}
