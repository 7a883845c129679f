/**
 * @module Loads the order form's code in two steps, each evaluated in a task
 * of its own: first the form's checks (zod and core's order schema), then
 * the form with react-aria's pickers. Loaded in one go, their evaluation was
 * one task of about 200 ms on a slow phone (4x CPU slowdown), which matters
 * now that every visitor loads the form at idle time.
 */

/** Lets the browser paint and handle input between the steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function loadOrderForm() {
  await import("../order-form-values.ts");
  await nextTask();
  return import("./order-form.tsx");
}
