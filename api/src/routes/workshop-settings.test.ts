import { beforeAll, describe, expect, it } from "vitest";
import { useTestApp } from "../testing/test-app.ts";

const saved = {
  timezone: "America/Chicago",
  workingDays: [6, 2, 3, 4, 5, 5],
  closedDates: ["2026-12-25", "2026-12-24"],
  turnaroundDays: 2,
  dailyCapacity: 4,
};

/** GET/PUT /api/settings/workshop: the calendar the promise dates are counted on. */
describe("workshop settings routes", () => {
  const app = useTestApp();
  let admin: string;
  let user: string;

  beforeAll(async () => {
    admin = await app().signIn("admin");
    user = await app().signIn("user");
  });

  const call = (method: string, json?: unknown, cookie: string | undefined = admin) =>
    app().request("/api/settings/workshop", { method, ...(cookie ? { cookie } : {}), ...(json === undefined ? {} : { json }) });

  it("answers the defaults until saved, then the whole object saved, its days sorted without repeats", async () => {
    const before = await call("GET");
    expect(before.status).toBe(200);
    expect(await before.json()).toEqual({ timezone: "America/New_York", workingDays: [1, 2, 3, 4, 5], closedDates: [], turnaroundDays: 3, dailyCapacity: 8 });
    const put = await call("PUT", saved);
    expect(put.status).toBe(200);
    const normalised = { ...saved, workingDays: [2, 3, 4, 5, 6], closedDates: ["2026-12-24", "2026-12-25"] };
    expect(await put.json()).toEqual(normalised);
    expect(await (await call("GET")).json()).toEqual(normalised);
    const activity = (await (await app().request("/api/activity?kind=settings", { cookie: admin })).json()) as { action: string; summary: string }[];
    expect(activity).toEqual([expect.objectContaining({ action: "workshop updated", summary: expect.stringContaining("Workshop settings:") })]);
  });

  it("refuses bad values with 400 and a message per field, and changes nothing", async () => {
    const before = await (await call("GET")).json();
    const bad = await call("PUT", { timezone: "Mars/Olympus", workingDays: [0, 8], closedDates: ["2026-02-30"], turnaroundDays: 31, dailyCapacity: 0 });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { message: string; errors: Record<string, string> };
    expect(body.message).toEqual(expect.any(String));
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(["timezone", "workingDays.0", "closedDates.0", "turnaroundDays", "dailyCapacity"]));
    const partial = await call("PUT", { dailyCapacity: 3 });
    expect(partial.status).toBe(400);
    expect(Object.keys(((await partial.json()) as { errors: Record<string, string> }).errors)).toEqual(
      expect.arrayContaining(["timezone", "workingDays", "closedDates", "turnaroundDays"]),
    );
    expect(await (await call("GET")).json()).toEqual(before);
  });

  it("is the admin's only: 401 signed out, 403 for a user", async () => {
    expect((await call("GET", undefined, "")).status).toBe(401);
    expect((await call("PUT", saved, "")).status).toBe(401);
    expect((await call("GET", undefined, user)).status).toBe(403);
    expect((await call("PUT", saved, user)).status).toBe(403);
  });
});
