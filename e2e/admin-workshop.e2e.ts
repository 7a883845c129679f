/**
 * Issue 34, the owner's controls for the promise: Settings › Workshop sets
 * the timezone (searched and picked by keyboard), the working days, a closed
 * date, the turnaround and the daily capacity; a bad value is refused beside
 * its field with nothing lost, a good one is saved and read back; the
 * two-week preview says each day in words. On an order's page the owner
 * receives the head, reads the day it ships by and moves the promise. At
 * 1440 and 390 px, axe in the light and the dark theme, nothing wider than
 * the screen.
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { expectNoSeriousAxeFindingInBothThemes as axeInBothThemes } from "./support/axe-findings.ts";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, placeOrderThroughApi, useOwnAdminServer } from "./support/own-admin-server.ts";

const OWNER = ownerCredentials("workshop-owner");
// One server for both: each run closes a date of its own.
const VIEWPORTS = [
  { name: "laptop", width: 1440, height: 900, closed: "2030-01-02", closedText: "Wed, Jan 2, 2030" },
  { name: "phone", width: 390, height: 844, closed: "2030-01-03", closedText: "Thu, Jan 3, 2030" },
];

const fitsTheScreen = (page: Page) => page.evaluate("document.documentElement.scrollWidth <= window.innerWidth");

/** A week after a `YYYY-MM-DD` day: the same weekday, so still a working one. */
const aWeekAfter = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);

describe.skipIf(!chromiumPath)("the owner's controls for the promise, in Chromium", () => {
  const own = useOwnAdminServer(OWNER);

  for (const viewport of VIEWPORTS) {
    it(`sets the workshop's calendar and pace, then receives a head and moves its promise (${viewport.name})`, async () => {
      const { page, context, errors } = await own.open({ width: viewport.width, height: viewport.height });
      await logIn(page, OWNER);
      await page.goto("/admin/settings?tab=workshop");
      const form = page.getByRole("form", { name: "Workshop settings" });
      const timezone = form.getByRole("combobox", { name: "Timezone" });
      await timezone.waitFor();
      const preview = page.getByRole("list", { name: "Next 14 days" });
      await expect.poll(() => preview.getByRole("listitem").count()).toBe(14);
      await page.getByText(/^A head received today ships by the \d+(st|nd|rd|th) working day after it, on the first day with room\.$/).waitFor();
      expect(await fitsTheScreen(page)).toBe(true);
      await axeInBothThemes(page, timezone);

      // The timezone, searched and picked with the keyboard alone.
      await timezone.click();
      await timezone.fill("chicago");
      await page.getByRole("option", { name: "America/Chicago" }).waitFor();
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("Enter");
      await expect.poll(() => timezone.inputValue()).toBe("America/Chicago");

      // A bad capacity is refused beside its field; what was typed stays.
      // Saturday turns over from the keyboard (react-aria's input is visually hidden under its label).
      const saturday = form.getByRole("checkbox", { name: "Sat" });
      const saturdayWorks = !(await saturday.isChecked());
      await saturday.focus();
      await page.keyboard.press("Space");
      await expect.poll(() => saturday.isChecked()).toBe(saturdayWorks);
      await form.getByLabel("Date to close").fill(viewport.closed);
      await form.getByRole("button", { name: "Add closed date" }).click();
      await form.getByText(viewport.closedText).waitFor();
      await form.getByLabel("Daily capacity (heads)").fill("0");
      await form.getByRole("button", { name: "Save Workshop Settings" }).click();
      await form.getByText("Daily capacity must be a whole number from 1 to 500").waitFor();
      expect(await timezone.inputValue()).toBe("America/Chicago");
      expect(await fitsTheScreen(page)).toBe(true);

      await form.getByLabel("Daily capacity (heads)").fill("5");
      await form.getByRole("button", { name: "Save Workshop Settings" }).click();
      await page.getByText("Workshop settings saved").first().waitFor();
      await page.reload();
      await timezone.waitFor();
      await expect.poll(() => timezone.inputValue()).toBe("America/Chicago");
      expect(await form.getByLabel("Daily capacity (heads)").inputValue()).toBe("5");
      expect(await saturday.isChecked()).toBe(saturdayWorks);
      await form.getByText(viewport.closedText).waitFor();

      // The same tab: the morning digest turned on and saved, and a calendar link whose feed a calendar app reads.
      const digest = page.getByRole("form", { name: "Morning digest" });
      const sendDigest = digest.getByRole("switch", { name: "Send me the morning digest" });
      await sendDigest.waitFor({ state: "attached" });
      if (!(await sendDigest.isChecked())) await digest.getByText("Send me the morning digest").click();
      await digest.getByRole("button", { name: "Save digest" }).click();
      await page.getByText("Morning digest saved").first().waitFor();
      const makeLink = page.getByRole("button", { name: "Make calendar link" });
      if (await makeLink.count()) await makeLink.click();
      const feedLink = page.getByLabel("Calendar feed link");
      await expect.poll(() => feedLink.inputValue()).toMatch(/\/api\/workshop\/calendar\/[\w-]+\.ics$/);
      const feed = await page.request.get(await feedLink.inputValue());
      expect(feed.status()).toBe(200);
      expect(feed.headers()["content-type"]).toContain("text/calendar");
      expect(await feed.text()).toContain("BEGIN:VCALENDAR");
      await page.reload();
      await expect.poll(() => sendDigest.isChecked()).toBe(true);
      expect(await fitsTheScreen(page)).toBe(true);

      // An order's page: receive the head, read its promise, move it a week on.
      const id = await placeOrderThroughApi(own.server.url, { firstName: "Promise", lastName: `Player${viewport.name}` });
      await page.goto(`/admin/orders/${id}`);
      const heading = page.getByRole("heading", { level: 1, name: `Order #${id}` });
      await heading.waitFor();
      const panel = page.getByRole("region", { name: "Workshop" });
      await panel.getByText("Not yet").waitFor();
      await panel.getByRole("button", { name: "Receive head" }).click();
      await panel.getByText("Not yet").waitFor({ state: "detached" });
      expect(await panel.getByRole("button", { name: "Receive head" }).count()).toBe(0);
      const moveTo = panel.getByLabel("Move promise to");
      await expect.poll(() => moveTo.inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      const promised = await moveTo.inputValue();
      const later = aWeekAfter(promised);
      await moveTo.fill(later);
      await panel.getByRole("button", { name: "Save promise" }).click();
      await expect.poll(() => moveTo.inputValue()).toBe(later);
      await page.getByText("Promise moved").first().waitFor();
      expect(await fitsTheScreen(page)).toBe(true);
      await axeInBothThemes(page, heading);

      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      await context.close();
    });
  }
});
