/**
 * @module The controls the order form is built from, react-aria underneath
 * (its pickers, fields and buttons): loaded by load-order-form.ts as a step
 * of its own, so that evaluating react-aria and evaluating the form are two
 * tasks instead of one long one. The form imports the same modules; they
 * are evaluated once.
 */
export { Button } from "@stringing/ui/components/button";
export { SelectField } from "@stringing/ui/components/select-field";
export { TextAreaField } from "@stringing/ui/components/text-area-field";
export { TextField } from "@stringing/ui/components/text-field";
export { CheckboxField } from "../../../components/ui/checkbox-field.tsx";
export { RadioField } from "../../../components/ui/radio-field.tsx";
