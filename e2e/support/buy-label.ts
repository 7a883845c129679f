/**
 * @module Buying an order's label through the one buy-label dialog (issue
 * 32, item 2), once its Create Label was pressed: the label chosen, its
 * rate left at the cheapest, Continue, then the confirmation's buy button
 * (Create Test Label without Shippo), and Done.
 */
import type { Page } from "playwright-core";

export type LabelChoiceText = "Outbound" | "Return" | "Both (dual labels)";

export async function buyLabelInDialog(page: Page, orderId: number, choice: LabelChoiceText = "Outbound"): Promise<void> {
  const dialog = page.getByRole("dialog", { name: `Create Label for order #${orderId}` });
  await dialog.waitFor();
  if (choice !== "Outbound") await dialog.getByText(choice, { exact: true }).click();
  // Enabled once the rates are in.
  await dialog.getByRole("button", { name: "Continue" }).click();
  await dialog.getByRole("button", { name: /^(Create Test Labels?|Buy Labels?)$/ }).click();
  await dialog.getByRole("button", { name: "Done" }).click();
  await dialog.waitFor({ state: "detached" });
}
