import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orders } from "@stringing/adapters/postgres/schema/index";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { BASE, useTestApp } from "../testing/test-app.ts";

/** The events of an iCalendar text, each as its properties (lines unfolded, parameters dropped, text unescaped). */
function parseIcs(text: string): Record<string, string>[] {
  const lines = text.replace(/\r\n[ \t]/g, "").split("\r\n");
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === "BEGIN:VEVENT") current = {};
    else if (line === "END:VEVENT" && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(":");
      const name = line.slice(0, colon).split(";")[0] ?? "";
      current[name] = line
        .slice(colon + 1)
        .replace(/\\([,;\\])/g, "$1")
        .replace(/\\n/gi, "\n");
    }
  }
  return events;
}

// Monday 2026-03-09, 10:00 in New York: the feed reaches back to 2026-02-23.
const NOW = new Date("2026-03-09T14:00:00Z");

describe("/api/workshop calendar feed", () => {
  const app = useTestApp({ clock: { now: () => NOW } });

  const placeOrder = async (name: string, changes: Partial<typeof orders.$inferInsert>) => {
    const response = await app().request("/api/orders", {
      method: "POST",
      json: validOrderForm({
        firstName: name.split(" ")[0],
        lastName: name.split(" ")[1],
        customerEmail: `${name.split(" ")[0]?.toLowerCase()}@player.example`,
      }),
    });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: number };
    if (Object.keys(changes).length > 0) await app().db.update(orders).set(changes).where(eq(orders.id, id));
    return id;
  };
  const feedUrl = async (cookie: string, method: "GET" | "POST" = "POST") =>
    ((await (await app().request("/api/workshop/calendar-feed", { method, cookie })).json()) as { url: string | null }).url;
  const fetchFeed = (url: string) => app().request(url.slice(BASE.length));

  it("lists each open promise from two weeks back as an all-day event, linked, with no contact details", async () => {
    const admin = await app().signIn("admin");
    const received = new Date("2026-03-04T15:00:00Z");
    const due = await placeOrder("Casey Jones", { status: "in_progress", receivedAt: received, promisedBy: "2026-03-12" });
    const late = await placeOrder("Ann Park", { receivedAt: received, promisedBy: "2026-02-24" });
    await placeOrder("Too Old", { status: "in_progress", receivedAt: received, promisedBy: "2026-02-20" });
    await placeOrder("Shipped Already", { status: "shipped", receivedAt: received, promisedBy: "2026-03-10" });
    await placeOrder("Not Received", {});

    expect(await feedUrl(admin, "GET")).toBeNull();
    const url = await feedUrl(admin);
    expect(url).toMatch(new RegExp(`^${BASE}/api/workshop/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    expect(await feedUrl(admin, "GET")).toBe(url);

    const response = await fetchFeed(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/calendar/);
    const text = await response.text();
    const events = parseIcs(text);
    const [{ serviceName } = { serviceName: "" }] = await app().db.select({ serviceName: orders.serviceName }).from(orders).where(eq(orders.id, due));
    expect(events.map((event) => [event.DTSTART, event.SUMMARY, event.URL])).toEqual([
      ["20260224", `Ship #${late} · Ann Park · ${serviceName}`, `${BASE}/admin/orders/${late}`],
      ["20260312", `Ship #${due} · Casey Jones · ${serviceName}`, `${BASE}/admin/orders/${due}`],
    ]);
    expect(text).toContain("DTSTART;VALUE=DATE:20260312");
    expect(text).not.toMatch(/@player\.example|555-0100|12 Main St|Springfield|62701/i);
  });

  it("rotating makes the old URL a 404; revoking makes every URL a 404", async () => {
    const admin = await app().signIn("admin");
    const first = await feedUrl(admin);
    const second = await feedUrl(admin);
    expect(second).not.toBe(first);
    expect((await fetchFeed(first!)).status).toBe(404);
    expect((await fetchFeed(second!)).status).toBe(200);

    const revoked = await app().request("/api/workshop/calendar-feed", { method: "DELETE", cookie: admin });
    expect(revoked.status).toBe(204);
    expect((await fetchFeed(second!)).status).toBe(404);
    expect(await feedUrl(admin, "GET")).toBeNull();
  });

  it("answers 404 to a made-up token or a path without .ics", async () => {
    const admin = await app().signIn("admin");
    const url = (await feedUrl(admin))!;
    expect((await fetchFeed(url.replace(/\.ics$/, ""))).status).toBe(404);
    expect((await app().request("/api/workshop/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics")).status).toBe(404);
  });

  it("keeps the feed's URL for admins: 401 signed out, 403 for a non-admin", async () => {
    for (const method of ["GET", "POST", "DELETE"]) {
      expect((await app().request("/api/workshop/calendar-feed", { method })).status).toBe(401);
      expect((await app().request("/api/workshop/calendar-feed", { method, cookie: await app().signIn("user") })).status).toBe(403);
    }
  });
});
