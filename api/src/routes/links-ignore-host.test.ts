import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AppJobs } from "@stringing/core/jobs/app-jobs";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { orderMailHandler } from "../jobs/order-mail-job.ts";
import { BASE, useTestApp, type TestApp } from "../testing/test-app.ts";

type Rows = Record<string, unknown>[];
const rowsOf = (result: unknown): Rows => (Array.isArray(result) ? [...(result as Rows)] : ((result as { rows: Rows }).rows ?? []));

/** An order posted as a visitor who names another host, the way Bun builds the request's URL from Host. */
const placeAs = async (t: TestApp, host: string, headers: Record<string, string> = {}) => {
  const response = await t.app.request(
    `http://${host}/api/orders`,
    { method: "POST", headers: { host, "content-type": "application/json", ...headers }, body: JSON.stringify(validOrderForm()) },
    { requestIP: () => ({ address: "10.0.0.1" }) },
  );
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; statusUrl: string };
};

/** Sends the order's queued mails to the .eml files and reads them back, quoted-printable undone so links read whole. */
const sentMails = async (t: TestApp, orderId: number) => {
  const jobs = rowsOf(await t.db.execute(sql`select data from pgboss.job where name = 'order-mail' and (data->>'orderId')::int = ${orderId}`));
  const deliver = orderMailHandler({ adapters: t.adapters, clock: { now: () => new Date() } });
  for (const { data } of jobs) await deliver(data as AppJobs["order-mail"], { attempt: 1 } as Parameters<typeof deliver>[1]);
  const dir = join(t.dataDir, "mail");
  const texts = await Promise.all((await readdir(dir)).filter((name) => name.endsWith(".eml")).map((name) => readFile(join(dir, name), "utf8")));
  return texts.map((text) => text.replace(/=\r?\n/g, "").replace(/=3D/gi, "=")).filter((text) => text.includes(`#${orderId}`));
};

describe.each([
  ["the server's own address without PUBLIC_URL", undefined, BASE],
  ["PUBLIC_URL when it is set", "https://strings.example", "https://strings.example"],
])("links in answers and mails are on %s", (_name, publicUrl, origin) => {
  const app = useTestApp({ publicFormLimit: 1000, mail: { mailProvider: "file" }, trustProxy: { hops: 1 }, ...(publicUrl ? { publicUrl } : {}) });

  it("whatever Host the request names", async () => {
    const t = app();
    const { id, statusUrl } = await placeAs(t, "evil.example");
    expect(statusUrl).toMatch(new RegExp(`^${origin}/track/[0-9a-f]{64}$`));

    const mails = await sentMails(t, id);
    const receipt = mails.find((mail) => mail.includes("Subject: We received your order"));
    const ownersMail = mails.find((mail) => mail.includes("Subject: New order"));
    expect(receipt).toContain(statusUrl);
    expect(ownersMail).toContain(`${origin}/admin/orders`);
    for (const mail of mails) {
      expect(mail).not.toContain("evil.example");
      expect(mail).toContain(origin);
    }
  });

  it("whatever X-Forwarded-Host a trusted proxy passes on", async () => {
    const t = app();
    const { id, statusUrl } = await placeAs(t, "shop.test", { "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" });
    expect(statusUrl.startsWith(`${origin}/track/`)).toBe(true);
    for (const mail of await sentMails(t, id)) expect(mail).not.toContain("evil.example");

    const cookie = await t.signIn("admin");
    const read = await t.app.request(`http://evil.example/api/orders/${id}`, { headers: { cookie, host: "evil.example" } });
    expect(((await read.json()) as { statusUrl: string }).statusUrl).toBe(statusUrl);
  });

  it("in robots.txt and the sitemap too, which crawlers and caches keep", async () => {
    const t = app();
    const read = async (path: string) => (await t.app.request(`http://evil.example${path}`, { headers: { host: "evil.example" } })).text();
    expect(await read("/robots.txt")).toContain(`Sitemap: ${origin}/sitemap.xml`);
    const sitemap = await read("/sitemap.xml");
    expect(sitemap).toContain(`<loc>${origin}/</loc>`);
    expect(sitemap).not.toContain("evil.example");
  });
});
