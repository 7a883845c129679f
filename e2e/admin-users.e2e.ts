/**
 * Settings → Users in Chromium, against this file's own `npm start` (it
 * changes the owner's password, which the shared server's journeys sign in with).
 */
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { chromiumPath } from "./support/chromium.ts";
import { logIn, ownerCredentials, useOwnAdminServer } from "./support/own-admin-server.ts";

const OWNER = ownerCredentials("users-owner");

async function openUsers(page: Page) {
  await page.goto("/admin/settings");
  await page.getByRole("heading", { level: 1, name: "Admin Settings" }).waitFor();
  await page.getByRole("tab", { name: "Settings" }).click();
  await page.getByRole("heading", { name: "Users" }).waitFor();
}

/** Reads the password a dialog shows once, closes the dialog, and checks it is gone from the page. */
async function takeShownPassword(page: Page, title: string): Promise<string> {
  const dialog = page.getByRole("dialog", { name: title });
  const password = await dialog.getByRole("textbox", { name: "Password" }).inputValue();
  expect(password).toMatch(/^[a-z0-9]{24}$/);
  await dialog.getByRole("button", { name: "Done" }).click();
  await dialog.waitFor({ state: "detached" });
  expect(await page.content()).not.toContain(password);
  return password;
}

/** Whether the page's session still stands: a signed-out admin page goes to /auth. */
async function isSignedIn(page: Page): Promise<boolean> {
  await page.goto("/admin/dashboard");
  await page.waitForURL(/\/(auth|admin\/dashboard)$/);
  await page.waitForLoadState("networkidle");
  return !page.url().endsWith("/auth");
}

describe.skipIf(!chromiumPath)("admin users in Chromium", () => {
  const own = useOwnAdminServer(OWNER);

  it("adds an admin with a password shown once, who signs in elsewhere; resets and then removes them", async () => {
    const owner = await own.open();
    await logIn(owner.page, OWNER, { wait: false });
    await owner.page.waitForURL("**/admin/dashboard");
    await openUsers(owner.page);
    const mine = owner.page.getByRole("row").filter({ hasText: OWNER.username });
    await mine.getByText("You").waitFor();
    expect(await mine.getByRole("button").count()).toBe(0);

    await owner.page.getByRole("button", { name: "Add admin" }).click();
    const form = owner.page.getByRole("dialog", { name: "Add admin" });
    await form.getByLabel("Username").fill("coach");
    await form.getByRole("button", { name: "Add admin" }).click();
    const first = await takeShownPassword(owner.page, "coach added");
    const coachRow = owner.page.getByRole("row").filter({ hasText: "coach" });
    await coachRow.getByText("Never").waitFor();

    // The new admin signs in in a second browser context.
    const coach = await own.open();
    await logIn(coach.page, { username: "coach", password: first }, { wait: false });
    await coach.page.waitForURL("**/admin/dashboard");

    await coachRow.getByRole("button", { name: "Reset password of coach" }).click();
    await owner.page.getByRole("dialog", { name: "Reset password?" }).getByRole("button", { name: "Reset password" }).click();
    const second = await takeShownPassword(owner.page, "New password for coach");
    expect(second).not.toBe(first);
    expect(await isSignedIn(coach.page)).toBe(false);
    await logIn(coach.page, { username: "coach", password: first }, { wait: false });
    await coach.page.getByText("Invalid username or password").first().waitFor();
    await logIn(coach.page, { username: "coach", password: second }, { wait: false });
    await coach.page.waitForURL("**/admin/dashboard");

    await coachRow.getByRole("button", { name: "Remove coach" }).click();
    await owner.page.getByRole("dialog", { name: "Remove user?" }).getByRole("button", { name: "Remove" }).click();
    await coachRow.waitFor({ state: "detached" });
    expect(await isSignedIn(coach.page)).toBe(false);

    // Never logged: the server's output holds neither generated password.
    expect(own.server.output()).not.toContain(first);
    expect(own.server.output()).not.toContain(second);
    expect([...owner.errors, ...coach.errors].filter((error) => !/status of 40[01]/.test(error))).toEqual([]);
    await coach.context.close();
    await owner.context.close();
  });

  it("changing your own password signs your other sessions out and keeps this one", async () => {
    const here = await own.open();
    const elsewhere = await own.open();
    for (const { page } of [here, elsewhere]) {
      await logIn(page, OWNER, { wait: false });
      await page.waitForURL("**/admin/dashboard");
    }
    await openUsers(here.page);
    await here.page.getByRole("button", { name: "Change your password" }).click();
    const form = here.page.getByRole("dialog", { name: "Change your password" });
    await form.getByLabel("Current password").fill(OWNER.password);
    await form.getByLabel("New password", { exact: true }).fill("a brand new passphrase");
    await form.getByLabel("Confirm new password").fill("a brand new passphrase");
    await form.getByRole("button", { name: "Change password" }).click();
    await form.waitFor({ state: "detached" });
    await here.page.getByText("Password changed").first().waitFor();

    expect(await isSignedIn(here.page)).toBe(true);
    expect(await isSignedIn(elsewhere.page)).toBe(false);
    await logIn(elsewhere.page, OWNER, { wait: false });
    await elsewhere.page.getByText("Invalid username or password").first().waitFor();
    await logIn(elsewhere.page, { ...OWNER, password: "a brand new passphrase" }, { wait: false });
    await elsewhere.page.waitForURL("**/admin/dashboard");
    await here.context.close();
    await elsewhere.context.close();
  });
});
