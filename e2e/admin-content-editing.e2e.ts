/**
 * The owner edits the home page's content sections (issue 16), in Chromium
 * against this file's own `npm start`: a fresh install shows Shop Now, a
 * hidden section disappears from `/` without its built-in text taking its
 * place, and every named section docs/rules/content.md lists reaches `/`.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { DEFAULT_SHOP_URL, defaultContentSections } from "@stringing/core/content/site-defaults";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, useOwnAdminServer } from "./support/own-admin-server.ts";

const ADMIN = ownerCredentials("content-owner");
const seeded = (section: string) => defaultContentSections.find((row) => row.section === section)!;

async function openContentTab(page: Page) {
  await page.goto("/admin/settings");
  await page.getByRole("tab", { name: "Content" }).click();
  await page.getByRole("heading", { name: "Section Manager" }).waitFor();
}

/** Opens a card's editor, fills its fields by label and saves. */
async function editCard(page: Page, card: string, values: Record<string, string>) {
  await page.getByRole("button", { name: `Edit ${card}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${card}` });
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label, { exact: true }).fill(value);
  await dialog.getByRole("button", { name: "Save Content" }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Flips a section's visibility switch (its input is visually hidden under the drawn switch, so by keyboard). */
async function setVisible(page: Page, name: string, visible: boolean) {
  const toggle = page.getByRole("switch", { name: `${name} visible` });
  await toggle.focus();
  await page.keyboard.press("Space");
  await expect.poll(() => toggle.isChecked()).toBe(visible);
}

/** The text of `/` as a visitor sees it (in lower case: some lines are styled upper case), fetched afresh. */
async function homeText(page: Page): Promise<string> {
  await page.goto("/");
  await page.locator("#about").waitFor();
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is the point; textContent would also read the page's data script.
  return (await page.locator("body").innerText()).toLowerCase();
}

describe.skipIf(!chromiumPath)("editing content sections in Chromium", () => {
  const own = useOwnAdminServer(ADMIN);

  it("shows Shop Now on a fresh install, leading to the seeded shop address", async () => {
    const { page, context } = await own.open();
    await page.goto("/");
    const shopNow = page.locator("#shop").getByRole("link", { name: /Shop Now/ });
    expect(await shopNow.getAttribute("href")).toBe(DEFAULT_SHOP_URL);
    await context.close();
  });

  it("hides a hidden section from / and shows no built-in text in its place, then shows it again", async () => {
    const { page, context } = await own.open();
    await logIn(page, ADMIN);
    const visitor = await own.open();
    const pro = seeded("stringmaster-pro");
    const hero = seeded("hero-heading");
    expect(await homeText(visitor.page)).toContain(pro.founderName!.toLowerCase());

    await openContentTab(page);
    for (const name of ["Stringmaster Pro", "Hero Heading"]) await setVisible(page, name, false);

    const hidden = await homeText(visitor.page);
    for (const builtIn of [pro.title!, pro.founderName!, hero.title!]) expect(hidden).not.toContain(builtIn.toLowerCase());
    expect(await visitor.page.locator("#hero-title").count()).toBe(0);
    // The rendered HTML agrees: the built-in text is not there before any script runs either.
    const html = await (await fetch(`${own.server.url}/`)).text();
    const body = html.slice(html.indexOf("<body"));
    expect(body).not.toContain(pro.founderName!);

    for (const name of ["Stringmaster Pro", "Hero Heading"]) await setVisible(page, name, true);
    const shown = await homeText(visitor.page);
    expect(shown).toContain(pro.founderName!.toLowerCase());
    expect(shown).toContain(hero.title!.toLowerCase());
    await visitor.context.close();
    await context.close();
  });

  it("edits the hero subtitle and text, the founder's quote, name and photo, the contact note and the shop address, all shown on /", async () => {
    const { page, context } = await own.open();
    await logIn(page, ADMIN);
    await openContentTab(page);
    const stamp = Date.now().toString(36);
    const texts = {
      subtitle: `Baltimore strung ${stamp}`,
      more: `Free return shipping ${stamp}`,
      quote: `Every pocket tells a story ${stamp}`,
      name: `Sam Rivera ${stamp}`,
      note: `Drop-offs by appointment ${stamp}`,
    };
    const shop = `https://shop-${stamp}.example.com/store`;
    await editCard(page, "Hero Section", { Subtitle: texts.subtitle, "More Text": texts.more });
    await editCard(page, "Founder's Quote", { Quote: texts.quote, "Founder Name": texts.name, "Founder Photo": "/images/about.svg" });
    await editCard(page, "Contact Note", { "Contact Details": texts.note });
    await editCard(page, "Shop", { "Shop Now Address": shop });

    const visitor = await own.open();
    const text = await homeText(visitor.page);
    for (const value of Object.values(texts)) expect(text).toContain(value.toLowerCase());
    expect(await visitor.page.locator("#about").getByRole("img", { name: texts.name }).getAttribute("src")).toBe("/images/about.svg");
    expect(
      await visitor.page
        .locator("#shop")
        .getByRole("link", { name: /Shop Now/ })
        .getAttribute("href"),
    ).toBe(shop);
    await visitor.context.close();
    await context.close();
  });

  it("uploads and crops the hero's desktop and mobile pictures, which / then shows", async () => {
    const { page, context } = await own.open();
    await logIn(page, ADMIN);
    await openContentTab(page);
    // Any real picture will do: a screenshot of the admin itself.
    const picture = await page.screenshot({ type: "png" });
    await page.getByRole("button", { name: "Edit Hero Section" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Hero Section" });
    for (const [label, file] of [
      ["Desktop Image", "wide.png"],
      ["Mobile Image", "narrow.png"],
    ] as const) {
      const field = dialog.getByLabel(label, { exact: true });
      const before = await field.inputValue();
      const chooser = page.waitForEvent("filechooser");
      // The image fields appear in the card's order: desktop first, then mobile.
      await dialog
        .getByRole("button", { name: "Upload Image" })
        .nth(label === "Desktop Image" ? 0 : 1)
        .click();
      await (await chooser).setFiles({ name: file, mimeType: "image/png", buffer: picture });
      const crop = page.getByRole("dialog", { name: "Crop Image" });
      await crop.getByRole("button", { name: "Apply Crop" }).click();
      await crop.waitFor({ state: "detached" });
      await expect.poll(() => field.inputValue()).not.toBe(before);
      expect(await field.inputValue()).toMatch(/^\/objects\//);
    }
    const desktop = await dialog.getByLabel("Desktop Image", { exact: true }).inputValue();
    const mobile = await dialog.getByLabel("Mobile Image", { exact: true }).inputValue();
    await dialog.getByRole("button", { name: "Save Content" }).click();
    await dialog.waitFor({ state: "detached" });

    const visitor = await own.open();
    await visitor.page.goto("/");
    const hero = visitor.page.locator("section").filter({ has: visitor.page.locator("#hero-title") });
    expect(await hero.locator("picture img").getAttribute("src")).toBe(desktop);
    expect(await hero.locator("picture source").getAttribute("srcset")).toBe(mobile);
    const image = await visitor.context.request.get(mobile);
    expect(image.ok()).toBe(true);
    await visitor.context.close();
    await context.close();
  });
});
