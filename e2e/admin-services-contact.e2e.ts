/**
 * Services and contact info edited the owner's way (issue 16), in Chromium
 * against this file's own `npm start` on a fresh install: contact details
 * through separate fields, and a service's payment link set on its row
 * deciding what the order form offers, with the intake agreeing.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { SERVICE_NOT_OFFERED } from "@stringing/core/orders/offered-services";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, useOwnAdminServer } from "./support/own-admin-server.ts";

const ADMIN = ownerCredentials("services-owner");
const unique = Date.now().toString(36);

/** The service types the public order form offers, read from a fresh load of `/`. */
async function offeredServices(page: Page): Promise<string[]> {
  await page.goto("/");
  await page.locator("#order").scrollIntoViewIfNeeded();
  const form = page.getByRole("form", { name: "Custom order form" });
  await form.waitFor();
  const trigger = form.locator('[data-field="serviceType"] button');
  if (await trigger.isDisabled()) return [];
  await trigger.click();
  const listbox = page.getByRole("listbox");
  await listbox.waitFor();
  const names = (await listbox.getByRole("option").allTextContents()).map((name) => name.trim());
  await page.keyboard.press("Escape");
  return names;
}

describe.skipIf(!chromiumPath)("services and contact info in Chromium", () => {
  const own = useOwnAdminServer(ADMIN);

  it("offers the seeded services in a fresh install's order form", async () => {
    const { page, context } = await own.open();
    expect(await offeredServices(page)).toEqual(expect.arrayContaining(["Traditional Pocket", "Mesh Pocket", "Pro Custom Stringing"]));
    await context.close();
  });

  it("edits contact info through separate fields, shown in the site's contact section and stored barred", async () => {
    const { page, context } = await own.open();
    await logIn(page, ADMIN);
    await page.goto("/admin/settings");
    await page.getByRole("button", { name: "Edit Contact Information" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Contact Information" });
    await dialog.getByLabel("Address line 1").fill("9 Harbor Rd");
    await dialog.getByLabel("Address line 2").fill("Towson, MD 21204");
    await dialog.getByLabel("Phone").fill("(410) 555-0199");
    await dialog.getByLabel("Hours").fill("Sat 10am to 2pm");
    await dialog.getByLabel("Email").fill("owner@harbor.example");
    await dialog.getByRole("button", { name: "Save Content" }).click();
    await dialog.waitFor({ state: "detached" });

    const visitor = await own.open();
    await visitor.page.goto("/");
    const contact = visitor.page.locator("#contact");
    for (const text of ["9 Harbor Rd", "Towson, MD 21204", "(410) 555-0199", "Sat 10am to 2pm", "owner@harbor.example"]) {
      await contact.getByText(text, { exact: true }).first().waitFor();
    }
    const stored = (await (await fetch(`${own.server.url}/api/content/section/contact-info`)).json()) as Record<string, string>;
    expect(stored).toMatchObject({ founderName: "9 Harbor Rd|Towson, MD 21204", founderTitle: "(410) 555-0199|Sat 10am to 2pm|owner@harbor.example" });
    await visitor.context.close();
    await context.close();
  });

  it("offers a service once its row has a payment link, and neither offers nor takes orders for it once hidden", async () => {
    const name = `Harbor Pocket ${unique}`;
    const { page, context } = await own.open();
    const visitor = await own.open();
    await logIn(page, ADMIN);
    await page.goto("/admin/settings");
    await page.getByRole("tab", { name: "Services" }).click();
    await page.getByRole("button", { name: "Add Service" }).click();
    const add = page.getByRole("dialog", { name: "Add New Service" });
    await add.getByLabel("Service Name").fill(name);
    await add.getByLabel("Description").fill("A harbour-side pocket.");
    await add.getByRole("button", { name: "Save Service" }).click();
    await add.waitFor({ state: "detached" });
    const row = page.getByRole("row").filter({ hasText: name });
    await row.getByText("No link: not offered in the order form").waitFor();
    expect(await offeredServices(visitor.page)).not.toContain(name);

    await row.getByRole("button", { name: `Add link for ${name}` }).click();
    const link = page.getByRole("dialog", { name: `Payment Link: ${name}` });
    await link.getByLabel("Payment Link").fill(`${own.server.url}/pay-test?amount={amount}`);
    await link.getByRole("button", { name: "Save Payment Link" }).click();
    await link.waitFor({ state: "detached" });
    await row.getByText(`${own.server.url}/pay-test?amount={amount}`).waitFor();
    expect(await offeredServices(visitor.page)).toContain(name);

    await row.getByText("Visible").click();
    await row.getByText("Hidden").waitFor();
    expect(await offeredServices(visitor.page)).not.toContain(name);
    const refused = await fetch(`${own.server.url}/api/orders`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(validOrderForm({ serviceType: name, customerEmail: `hidden-${unique}@example.com` })),
    });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ message: SERVICE_NOT_OFFERED, errors: { serviceType: SERVICE_NOT_OFFERED } });

    await visitor.context.close();
    await context.close();
  });
});
