import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribers } from "@stringing/adapters/postgres/schema/index";
import { resubscribeMailHandler } from "../jobs/resubscribe-mail-job.ts";
import { BASE, useTestApp } from "../testing/test-app.ts";

/** An address goes back on the list only through the link mailed to it (decision record 0016). */
describe("resubscribing by confirmation", () => {
  let now = new Date("2026-05-01T12:00:00Z");
  const app = useTestApp({ publicFormLimit: 1000, clock: { now: () => now }, mail: { mailProvider: "file" } });

  const subscribe = (email: string) => app().request("/api/subscribers", { method: "POST", json: { email } });
  const row = async (email: string) => (await app().db.select().from(subscribers).where(eq(subscribers.email, email)))[0]!;
  const jobsFor = async (subscriberId: number) => {
    const result = (await app().db.execute(
      sql`select id, data from pgboss.job where name = 'resubscribe-mail' and (data->>'subscriberId')::int = ${subscriberId} order by created_on`,
    )) as unknown as
      | { id: string; data: { subscriberId: number; siteOrigin: string } }[]
      | { rows: { id: string; data: { subscriberId: number; siteOrigin: string } }[] };
    return Array.isArray(result) ? result : result.rows;
  };
  const oneClick = (token: string) =>
    app().request(`/api/subscribers/unsubscribe?token=${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const decodedMail = async () => {
    const dir = join(app().dataDir, "mail");
    const files = (await readdir(dir).catch(() => [] as string[])).filter((name) => name.endsWith(".eml"));
    const texts = await Promise.all(files.map((name) => readFile(join(dir, name), "utf8")));
    // Undo quoted-printable's soft line breaks and its escaped "=" so links read whole.
    return texts.map((text) => text.replace(/=\r?\n/g, "").replace(/=3D/gi, "="));
  };

  it("keeps an unsubscribed address off the list, answers the visitor as for any known address, and queues one confirmation mail a day", async () => {
    expect((await subscribe("back@example.com")).status).toBe(201);
    const before = await row("back@example.com");
    expect((await oneClick(before.unsubscribeToken)).status).toBe(200);

    const again = await subscribe("Back@Example.com");
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ email: "back@example.com", subscribed: true });
    const pending = await row("back@example.com");
    expect(pending).toMatchObject({ subscribed: false, suppressionReason: "unsubscribed", resubscribeRequestedAt: now });
    expect(pending.resubscribeToken).toMatch(/^[0-9a-f-]{36}$/);
    expect((await jobsFor(pending.id)).map((job) => job.data)).toEqual([{ subscriberId: pending.id, siteOrigin: BASE }]);

    // Typed in again within the day: the same ordinary answer, no second mail.
    now = new Date(now.getTime() + 60 * 60 * 1000);
    expect(await (await subscribe("back@example.com")).json()).toEqual({ email: "back@example.com", subscribed: true });
    expect(await jobsFor(pending.id)).toHaveLength(1);
    expect((await row("back@example.com")).resubscribeToken).toBe(pending.resubscribeToken);
  });

  it("mails the link; its page changes nothing; its button subscribes the address again and lifts the suppression, once", async () => {
    await subscribe("bounced@example.com");
    const { id } = await row("bounced@example.com");
    await app().db.update(subscribers).set({ subscribed: false, suppressedAt: now, suppressionReason: "hard_bounce" }).where(eq(subscribers.id, id));
    await subscribe("bounced@example.com");
    const [job] = await jobsFor(id);
    const { resubscribeToken } = await row("bounced@example.com");

    // The job's handler, as the worker runs it: the file mailer writes the message with the link.
    await resubscribeMailHandler({ adapters: app().adapters, clock: { now: () => now } })(job!.data, {
      id: job!.id,
      name: "resubscribe-mail",
      attempt: 1,
      signal: new AbortController().signal,
    });
    const link = `${BASE}/api/subscribers/resubscribe?token=${resubscribeToken}`;
    const mail = (await decodedMail()).find((text) => text.includes(link));
    expect(mail).toBeDefined();
    expect(mail).toContain("To: bounced@example.com");
    expect(mail).toMatch(/Subject: Confirm your subscription to /);

    const page = await app().request(`/api/subscribers/resubscribe?token=${resubscribeToken}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Subscribe again?");
    expect(html).toContain(`<form method="post" action="/api/subscribers/resubscribe?token=${resubscribeToken}">`);
    expect(html).not.toMatch(/<script/i);
    expect((await row("bounced@example.com")).subscribed).toBe(false);

    const confirmed = await app().request(`/api/subscribers/resubscribe?token=${resubscribeToken}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html", origin: BASE },
      body: "",
    });
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain("You are subscribed again");
    expect(await row("bounced@example.com")).toMatchObject({
      subscribed: true,
      suppressedAt: null,
      suppressionReason: null,
      resubscribeToken: null,
      resubscribeRequestedAt: null,
    });

    // Used up: the page and the button are 404s, and a JSON caller is told so.
    expect((await app().request(`/api/subscribers/resubscribe?token=${resubscribeToken}`)).status).toBe(404);
    const used = await app().request(`/api/subscribers/resubscribe?token=${resubscribeToken}`, { method: "POST" });
    expect(used.status).toBe(404);
    expect(await used.json()).toEqual({ message: "Confirmation link not found" });
  });

  it("sends nothing when the request was confirmed before the job ran", async () => {
    await subscribe("quick@example.com");
    const quick = await row("quick@example.com");
    await oneClick(quick.unsubscribeToken);
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    await subscribe("quick@example.com");
    const [job] = await jobsFor(quick.id);
    const { resubscribeToken } = await row("quick@example.com");
    await app().request(`/api/subscribers/resubscribe?token=${resubscribeToken}`, { method: "POST" });
    const mailsBefore = (await decodedMail()).length;
    await resubscribeMailHandler({ adapters: app().adapters, clock: { now: () => now } })(job!.data, {
      id: job!.id,
      name: "resubscribe-mail",
      attempt: 1,
      signal: new AbortController().signal,
    });
    expect((await decodedMail()).length).toBe(mailsBefore);
  });

  it("answers unknown, malformed and expired links with the 404 page", async () => {
    await subscribe("late@example.com");
    const late = await row("late@example.com");
    await oneClick(late.unsubscribeToken);
    now = new Date(now.getTime() + 25 * 60 * 60 * 1000);
    await subscribe("late@example.com");
    const { resubscribeToken } = await row("late@example.com");
    now = new Date(now.getTime() + 8 * 24 * 60 * 60 * 1000);
    for (const query of [`?token=${resubscribeToken}`, "?token=0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab", "?token=nope", ""]) {
      const page = await app().request(`/api/subscribers/resubscribe${query}`);
      expect(page.status, query).toBe(404);
      expect(await page.text()).toContain("This confirmation link is not valid");
      const post = await app().request(`/api/subscribers/resubscribe${query}`, { method: "POST", headers: { accept: "text/html" } });
      expect(post.status, query).toBe(404);
    }
    expect((await row("late@example.com")).subscribed).toBe(false);
  });
});
