import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { subscribers } from "@stringing/adapters/postgres/schema/index";
import { BASE, useTestApp } from "../testing/test-app.ts";

type Subscriber = {
  id: number;
  email: string;
  name: string | null;
  subscribed: boolean;
  createdAt: string;
  suppressedAt: string | null;
  suppressionReason: string | null;
  status: string;
};

describe("/api/subscribers", () => {
  // More signups from one address than the limit allows; the limit itself is tested in public-forms.test.ts.
  const app = useTestApp({ publicFormLimit: 1000 });
  let admin = "";
  const asAdmin = async (path: string, init: { method?: string; json?: unknown } = {}) => {
    admin ||= await app().signIn("admin");
    return app().request(path, { ...init, cookie: admin });
  };
  const subscribe = (json: unknown) => app().request("/api/subscribers", { method: "POST", json });
  const tokenOf = async (email: string) => {
    const [row] = await app().db.select({ token: subscribers.unsubscribeToken }).from(subscribers).where(eq(subscribers.email, email));
    return row!.token;
  };

  it("subscribes a visitor (201), and answers 200 when the address is known, revealing nothing stored", async () => {
    const first = await subscribe({ email: "Fan@Example.com", name: "Private Name" });
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({ email: "fan@example.com", subscribed: true });

    const again = await subscribe({ email: "fan@example.com", name: "Someone Else" });
    expect(again.status).toBe(200);
    const body = await again.json();
    expect(body).toEqual({ email: "fan@example.com", subscribed: true });
    expect(JSON.stringify(body)).not.toContain("Private Name");
  });

  it("shows an admin the whole row, without the unsubscribe token", async () => {
    const response = await asAdmin("/api/subscribers", { method: "POST", json: { email: "Added@Example.com", name: "Added" } });
    expect(response.status).toBe(201);
    const created = (await response.json()) as Subscriber;
    expect(created).toEqual({
      id: expect.any(Number),
      email: "added@example.com",
      name: "Added",
      subscribed: true,
      createdAt: expect.any(String),
      suppressedAt: null,
      suppressionReason: null,
      status: "subscribed",
    });
    expect(JSON.stringify(created)).not.toMatch(/token/i);
  });

  it("never re-subscribes an address that unsubscribed, and the visitor sees what any known address gets", async () => {
    await subscribe({ email: "back@example.com" });
    const [row] = await app().db.select({ id: subscribers.id }).from(subscribers).where(eq(subscribers.email, "back@example.com"));
    expect((await asAdmin(`/api/subscribers/${row!.id}/unsubscribe`, { method: "PATCH" })).status).toBe(200);
    const response = await subscribe({ email: "Back@Example.com" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "back@example.com", subscribed: true });
    const [after] = await app().db.select().from(subscribers).where(eq(subscribers.email, "back@example.com"));
    expect(after!.subscribed).toBe(false);
    // The admin is shown the truth, and cannot re-subscribe the address either (docs/rules/mail.md, Unsubscribe).
    const byAdmin = await asAdmin("/api/subscribers", { method: "POST", json: { email: "back@example.com" } });
    expect(byAdmin.status).toBe(200);
    expect(await byAdmin.json()).toMatchObject({ email: "back@example.com", subscribed: false, suppressionReason: "unsubscribed", status: "unsubscribed" });
  });

  it("refuses an invalid e-mail with the spec's message, and malformed JSON with 400", async () => {
    for (const body of [{}, { email: "not-an-email" }, { email: "" }]) {
      const response = await subscribe(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: "Please enter a valid email address", errors: { email: "Please enter a valid email address" } });
    }
    const malformed = await app().request("/api/subscribers", { method: "POST", body: "{nope", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
  });

  it("lists newest first for the admin, with search and paging, and never shows tokens", async () => {
    for (const email of ["list-a@example.com", "list-b@example.com", "list-c@example.com"])
      expect((await subscribe({ email, name: email.startsWith("list-b") ? "Bobby Stick" : null })).status).toBe(201);
    const all = (await (await asAdmin("/api/subscribers")).json()) as Subscriber[];
    expect(all.slice(0, 3).map((s) => s.email)).toEqual(["list-c@example.com", "list-b@example.com", "list-a@example.com"]);
    expect(JSON.stringify(all)).not.toMatch(/token/i);

    expect(((await (await asAdmin("/api/subscribers?q=bobby")).json()) as Subscriber[]).map((s) => s.email)).toEqual(["list-b@example.com"]);
    expect(((await (await asAdmin("/api/subscribers?q=LIST-A")).json()) as Subscriber[]).map((s) => s.email)).toEqual(["list-a@example.com"]);
    expect(await (await asAdmin("/api/subscribers?q=%25")).json()).toEqual([]);
    expect(((await (await asAdmin("/api/subscribers?limit=1&offset=1")).json()) as Subscriber[]).map((s) => s.email)).toEqual(["list-b@example.com"]);
    const badPaging = await asAdmin("/api/subscribers?limit=0");
    expect(badPaging.status).toBe(400);
    expect(await badPaging.json()).toMatchObject({ message: "limit must be at least 1" });
  });

  it("counts subscribed addresses as a plain number", async () => {
    const before = (await (await asAdmin("/api/subscribers/count")).json()) as number;
    expect(typeof before).toBe("number");
    await subscribe({ email: "count-me@example.com" });
    expect(await (await asAdmin("/api/subscribers/count")).json()).toBe(before + 1);
    const { id } = (await (await asAdmin("/api/subscribers", { method: "POST", json: { email: "count-me@example.com" } })).json()) as Subscriber;
    await asAdmin(`/api/subscribers/${id}/unsubscribe`, { method: "PATCH" });
    expect(await (await asAdmin("/api/subscribers/count")).json()).toBe(before);
  });

  it("unsubscribes by id for the admin: 404 unknown, 400 for a non-integer id", async () => {
    const { id } = (await (await asAdmin("/api/subscribers", { method: "POST", json: { email: "patch@example.com" } })).json()) as Subscriber;
    const response = await asAdmin(`/api/subscribers/${id}/unsubscribe`, { method: "PATCH" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id,
      subscribed: false,
      suppressedAt: expect.any(String),
      suppressionReason: "unsubscribed",
      status: "unsubscribed",
    });
    const unknown = await asAdmin("/api/subscribers/999999/unsubscribe", { method: "PATCH" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: "Subscriber not found" });
    expect((await asAdmin("/api/subscribers/abc/unsubscribe", { method: "PATCH" })).status).toBe(400);
  });

  it("keeps the admin routes for admins: 401 anonymous, 403 non-admin", async () => {
    const user = await app().signIn("user");
    for (const [method, path] of [
      ["GET", "/api/subscribers"],
      ["GET", "/api/subscribers/count"],
      ["PATCH", "/api/subscribers/1/unsubscribe"],
    ] as const) {
      expect((await app().request(path, { method })).status).toBe(401);
      expect((await app().request(path, { method, cookie: user })).status).toBe(403);
    }
  });

  it("shows the e-mailed link's page without a login and changes nothing; its button (a plain form) unsubscribes", async () => {
    await subscribe({ email: "link@example.com" });
    const token = await tokenOf("link@example.com");
    const response = await app().request(`/api/subscribers/unsubscribe?token=${token}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const html = await response.text();
    expect(html).toContain("Unsubscribe from our newsletter?");
    expect(html).toContain("link@example.com");
    // No script, no external asset, no admin code: a form that posts the RFC 8058 body to the same URL.
    expect(html).not.toMatch(/<script|src=|https?:\/\//i);
    expect(html).toContain(`<form method="post" action="/api/subscribers/unsubscribe?token=${token}">`);
    expect(html).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    const [before] = await app().db.select().from(subscribers).where(eq(subscribers.email, "link@example.com"));
    expect(before!.subscribed).toBe(true);

    // What a browser sends when the button is pressed: a form body, asking for HTML, from our own origin.
    const confirmed = await app().request(`/api/subscribers/unsubscribe?token=${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html,application/xhtml+xml", origin: BASE },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await confirmed.text()).toContain("You have been unsubscribed");
    const [after] = await app().db.select().from(subscribers).where(eq(subscribers.email, "link@example.com"));
    expect(after).toMatchObject({ subscribed: false, suppressionReason: "unsubscribed" });
    expect(after!.suppressedAt).toBeInstanceOf(Date);
    // Opening the link again says so, without a button.
    const again = await app().request(`/api/subscribers/unsubscribe?token=${token}`);
    expect(again.status).toBe(200);
    const againHtml = await again.text();
    expect(againHtml).toContain("You are unsubscribed");
    expect(againHtml).not.toContain("<form");
  });

  it("escapes what the page shows", async () => {
    const [row] = await app()
      .db.insert(subscribers)
      .values({ email: `"><img src=x onerror=alert(1)>@example.com` })
      .returning({ token: subscribers.unsubscribeToken });
    const html = await (await app().request(`/api/subscribers/unsubscribe?token=${row!.token}`)).text();
    expect(html).toContain("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;@example.com");
    expect(html).not.toContain("<img");
  });

  it("answers an unknown or malformed token with a 404 page, never a 500", async () => {
    for (const query of ["?token=0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab", "?token=not-a-uuid", "?token=%27%3B%20drop%20table", "", "?token="]) {
      const response = await app().request(`/api/subscribers/unsubscribe${query}`);
      expect(response.status, query).toBe(404);
      expect(await response.text()).toContain("This unsubscribe link is not valid");
      const post = await app().request(`/api/subscribers/unsubscribe${query}`, {
        method: "POST",
        body: "List-Unsubscribe=One-Click",
        headers: { "content-type": "application/x-www-form-urlencoded" },
      });
      expect(post.status, `POST ${query}`).toBe(404);
      expect(await post.json()).toEqual({ message: "Subscriber not found" });
      const page = await app().request(`/api/subscribers/unsubscribe${query}`, { method: "POST", headers: { accept: "text/html" } });
      expect(page.status).toBe(404);
      expect(await page.text()).toContain("This unsubscribe link is not valid");
    }
  });

  it("supports RFC 8058 one-click POST unsubscribing", async () => {
    await subscribe({ email: "oneclick@example.com" });
    const token = await tokenOf("oneclick@example.com");
    const response = await app().request(`/api/subscribers/unsubscribe?token=${token}`, {
      method: "POST",
      body: "List-Unsubscribe=One-Click",
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Unsubscribed", email: "oneclick@example.com" });
    const [row] = await app().db.select().from(subscribers).where(eq(subscribers.email, "oneclick@example.com"));
    expect(row!.subscribed).toBe(false);
  });
});
