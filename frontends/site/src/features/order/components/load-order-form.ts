/**
 * @module Loads the order form's code in three steps, each evaluated in a
 * task of its own: first the form's checks (zod and core's order schema),
 * then react-aria's pickers, fields and buttons (order-form-controls.ts;
 * since decision record 0024 no code before them has loaded react-aria),
 * then the form. Loaded in one go, their evaluation was one task of about
 * 200 ms on a slow phone (4x CPU slowdown), which matters now that every
 * visitor loads the form at idle time.
 */

/** Lets the browser paint and handle input between the steps. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function loadOrderForm() {
  await import("../order-form-values.ts");
  await nextTask();
  await import("./order-form-controls.ts");
  await nextTask();
  return import("./order-form.tsx");
}
