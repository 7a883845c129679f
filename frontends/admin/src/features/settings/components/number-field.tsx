/**
 * @module A labelled number input that keeps its text as typed (so "12.5"
 * or a half-typed value is not rewritten), with the browser's step and min.
 */
import { TextField } from "@stringing/ui/components/text-field";

export interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  step: string;
  errorMessage?: string | undefined;
  description?: string;
  placeholder?: string;
  isRequired?: boolean | undefined;
}

export function NumberTextField({ step, isRequired, ...props }: NumberFieldProps) {
  return <TextField {...props} {...(isRequired ? { isRequired } : {})} type="number" step={step} min="0" inputMode={step === "1" ? "numeric" : "decimal"} />;
}
