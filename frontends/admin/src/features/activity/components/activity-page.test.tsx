import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi, type FakeRoute } from "../../../testing/render-admin.tsx";
import { ActivityPage } from "./activity-page.tsx";

type Entry = { id: number; at: string; actor: string; kind: string; action: string; recordId: string | null; summary: string };

const entry = (id: number, extra: Partial<Entry> = {}): Entry => ({
  id,
  at: new Date(2026, 2, 10, 12, 0 - id).toISOString(),
  actor: "sam",
  kind: "inventory",
  action: "updated",
  recordId: String(id),
  summary: `Change number ${id}`,
  ...extra,
});

/** GET /api/activity's address for filters and an offset, in the order the screen sends them. */
const activityKey = (filters: Record<string, string> = {}, offset = 0) =>
  `GET /api/activity?${new URLSearchParams({ ...filters, limit: "50", offset: String(offset) }).toString()}`;

/** A page of rows with the count of every matching row. */
const rowsOf =
  (rows: Entry[], total = rows.length): FakeRoute =>
  () =>
    Response.json(rows, { headers: { "X-Total-Count": String(total) } });

const admins = json(["ann", "sam"]);

const selectIn = (label: string) => screen.getByText(label, { selector: "span" }).parentElement!.querySelector("select")!;

const requested = (fetchMock: { mock: { calls: unknown[][] } }) => fetchMock.mock.calls.map(([url]) => String(url));

describe("ActivityPage", () => {
  it("lists the changes newest first with their admin, kind, record and summary; an order's record links to it", async () => {
    stubApi({
      [activityKey()]: rowsOf([
        entry(1, { kind: "orders", action: "status changed", recordId: "42", summary: "Order #42: received → in progress", actor: "ann" }),
        entry(2, { recordId: null, kind: "settings", summary: "Retention set to 90 days" }),
        entry(3, { kind: "labels", action: "label created", recordId: "7", summary: "Order #7: outbound label" }),
      ]),
      "GET /api/activity/admins": admins,
    });
    renderAdmin(<ActivityPage />, { path: "/admin/activity" });
    expect(await screen.findByRole("heading", { level: 1, name: "Activity Log" })).toBeTruthy();
    const table = await screen.findByRole("grid", { name: "Activity" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    const [, first, second, third] = within(table).getAllByRole("row");
    const cells = (row: HTMLElement) => Array.from(row.querySelectorAll("[role=rowheader], [role=gridcell]"), (cell) => cell.textContent);
    expect(cells(first!)).toEqual(["Mar 10, 2026, 11:59 AM", "ann", "Orders", "status changed", "Order #42", "Order #42: received → in progress"]);
    expect(cells(second!)).toEqual(["Mar 10, 2026, 11:58 AM", "sam", "Settings", "updated", "-", "Retention set to 90 days"]);
    expect(within(first!).getByRole("link", { name: "Order #42" }).getAttribute("href")).toBe("/admin/orders/42");
    // A label's or a payment's record is its order.
    expect(within(third!).getByRole("link", { name: "Order #7" }).getAttribute("href")).toBe("/admin/orders/7");
    expect(screen.getByText("3 changes kept, newest first.")).toBeTruthy();
    // Fewer than a page: no pager.
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
  });

  it("sends each filter in the request's query and keeps it in the address", async () => {
    const since = new Date(2026, 2, 1).toISOString();
    const before = new Date(2026, 2, 3).toISOString();
    const fetchMock = stubApi({
      [activityKey()]: rowsOf([entry(1)]),
      [activityKey({ kind: "orders" })]: rowsOf([entry(2, { kind: "orders" })]),
      [activityKey({ admin: "ann", kind: "orders" })]: rowsOf([entry(3, { kind: "orders", actor: "ann" })]),
      [activityKey({ admin: "ann", kind: "orders", since })]: rowsOf([entry(4, { kind: "orders", actor: "ann" })]),
      [activityKey({ admin: "ann", kind: "orders", since, before })]: rowsOf([]),
      "GET /api/activity/admins": admins,
    });
    const { currentPath } = renderAdmin(<ActivityPage />, { path: "/admin/activity" });
    await screen.findByText("Change number 1");
    await waitFor(() => expect(selectIn("Admin").querySelectorAll("option").length).toBeGreaterThan(2));

    act(() => {
      fireEvent.change(selectIn("Kind"), { target: { value: "orders" } });
    });
    expect(await screen.findByText("Change number 2")).toBeTruthy();
    expect(currentPath()).toBe("/admin/activity?kind=orders");

    act(() => {
      fireEvent.change(selectIn("Admin"), { target: { value: "ann" } });
    });
    expect(await screen.findByText("Change number 3")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("From"), { target: { value: "2026-03-01" } });
    expect(await screen.findByText("Change number 4")).toBeTruthy();
    fireEvent.change(screen.getByLabelText("To"), { target: { value: "2026-03-02" } });
    expect(await screen.findByText("No activity matches these filters")).toBeTruthy();
    expect(currentPath()).toBe("/admin/activity?admin=ann&kind=orders&from=2026-03-01&to=2026-03-02");
    expect(requested(fetchMock)).toContain(`/api/activity?${new URLSearchParams({ admin: "ann", kind: "orders", since, before, limit: "50", offset: "0" })}`);

    fireEvent.click(screen.getByRole("button", { name: "Clear filters" }));
    expect(await screen.findByText("Change number 1")).toBeTruthy();
    expect(currentPath()).toBe("/admin/activity");
    expect(screen.getByRole("button", { name: "Clear filters" }).hasAttribute("disabled")).toBe(true);
  });

  it("opens with the filters and page of the address and says when To is before From", async () => {
    const since = new Date(2026, 2, 5).toISOString();
    const before = new Date(2026, 2, 5).toISOString();
    stubApi({
      [activityKey({ admin: "gone", kind: "users", since, before }, 50)]: rowsOf([], 0),
      "GET /api/activity/admins": admins,
    });
    renderAdmin(<ActivityPage />, { path: "/admin/activity?admin=gone&kind=users&from=2026-03-05&to=2026-03-04&page=2" });
    expect(await screen.findByText("To must be on or after From")).toBeTruthy();
    expect((screen.getByLabelText("From") as HTMLInputElement).value).toBe("2026-03-05");
    expect(selectIn("Kind").value).toBe("users");
    // An admin who is no longer listed stays chosen.
    expect(selectIn("Admin").value).toBe("gone");
  });

  it("pages 50 at a time on the server, with the page in the address", async () => {
    const fetchMock = stubApi({
      [activityKey()]: rowsOf(
        Array.from({ length: 50 }, (_, i) => entry(i + 1)),
        120,
      ),
      [activityKey({}, 50)]: rowsOf(
        Array.from({ length: 50 }, (_, i) => entry(i + 51)),
        120,
      ),
      [activityKey({}, 100)]: rowsOf(
        Array.from({ length: 20 }, (_, i) => entry(i + 101)),
        120,
      ),
      "GET /api/activity/admins": admins,
    });
    const { currentPath } = renderAdmin(<ActivityPage />, { path: "/admin/activity" });
    expect(await screen.findByText("Page 1 · Showing 1–50 of 120")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Previous" }).hasAttribute("disabled")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 2 · Showing 51–100 of 120")).toBeTruthy();
    expect(currentPath()).toBe("/admin/activity?page=2");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Page 3 · Showing 101–120 of 120")).toBeTruthy();
    expect(screen.getByText("Change number 120")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Next" }).hasAttribute("disabled")).toBe(true);
    expect(requested(fetchMock)).toContain("/api/activity?limit=50&offset=100");
  });

  it("says when there is no activity yet, and offers Retry when the log cannot be loaded", async () => {
    let fail = true;
    stubApi({
      [activityKey()]: () =>
        fail ? Response.json({ message: "Database unavailable" }, { status: 503 }) : Response.json([], { headers: { "X-Total-Count": "0" } }),
      "GET /api/activity/admins": admins,
    });
    renderAdmin(<ActivityPage />, { path: "/admin/activity" });
    expect(await screen.findByText("Error loading activity")).toBeTruthy();
    expect(screen.getByText("Database unavailable")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("No activity yet")).toBeTruthy();
  });
});
