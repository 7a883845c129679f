/**
 * @module The form fields of the six settings lists, declared once: how a
 * field is shown, how an item fills it on Edit (blank on Add), and how its
 * text becomes the JSON body (dollars → cents, whole numbers, lines → list).
 */
import { centsToDollarsInput, dollarsInputToCents, wholeNumberInput } from "./number-inputs.ts";

export type FieldValue = string | boolean;
export type FormValues = Record<string, FieldValue>;

interface BaseField {
  name: string;
  label: string;
  description?: string;
  placeholder?: string;
  required?: boolean;
  /** Spans both columns of the form grid. */
  wide?: boolean;
}

export type EntityField =
  | (BaseField & { kind: "text" | "url" | "textarea" })
  | (BaseField & { kind: "dollars" | "whole" })
  | (BaseField & { kind: "lines" })
  | (BaseField & {
      kind: "select";
      options: readonly { value: string; label: string }[];
      /** Sent as a number (a rating). */
      numeric?: boolean;
    })
  | (BaseField & { kind: "switch"; defaultValue: boolean })
  | (BaseField & { kind: "image"; aspect: number; removable?: boolean });

export function blankValues(fields: readonly EntityField[]): FormValues {
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === "switch" ? field.defaultValue : field.kind === "whole" ? "0" : field.kind === "select" ? (field.options[0]?.value ?? "") : "",
    ]),
  );
}

export function valuesFromItem(fields: readonly EntityField[], item: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    fields.map((field) => {
      const value = item[field.name];
      switch (field.kind) {
        case "switch":
          return [field.name, typeof value === "boolean" ? value : field.defaultValue];
        case "dollars":
          return [field.name, typeof value === "number" ? centsToDollarsInput(value) : ""];
        case "whole":
          return [field.name, typeof value === "number" ? String(value) : "0"];
        case "lines":
          return [field.name, Array.isArray(value) ? value.join("\n") : ""];
        case "select":
          if (typeof value === "number") return [field.name, String(value)];
          return [field.name, typeof value === "string" ? (field.options.find((o) => o.value.toLowerCase() === value.toLowerCase())?.value ?? value) : ""];
        default:
          return [field.name, typeof value === "string" ? value : ""];
      }
    }),
  );
}

/** The request body: what the form holds, converted; optional blanks are sent as null. */
export function bodyFromValues(fields: readonly EntityField[], values: FormValues): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const field of fields) {
    const value = values[field.name];
    const text = typeof value === "string" ? value : "";
    switch (field.kind) {
      case "switch":
        body[field.name] = Boolean(value);
        break;
      case "dollars":
        body[field.name] = dollarsInputToCents(text);
        break;
      case "whole":
        body[field.name] = wholeNumberInput(text);
        break;
      case "lines":
        body[field.name] = text
          .split(/\r?\n/)
          .map((line) => line.trim())
          .filter(Boolean);
        break;
      case "select":
        body[field.name] = field.numeric && text !== "" ? Number(text) : text.trim() === "" && !field.required ? null : text;
        break;
      default:
        body[field.name] = text.trim() === "" && !field.required ? null : text;
    }
  }
  return body;
}
