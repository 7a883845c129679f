import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { WorkshopSettingsPanel } from "./workshop-settings-panel.tsx";

const SAVED = { timezone: "America/New_York", workingDays: [1, 2, 3, 4, 5], closedDates: ["2026-12-01"], turnaroundDays: 3, dailyCapacity: 8 };

const BOARD = {
  date: "2026-11-27",
  overdue: [],
  dueToday: [],
  inWorkshop: [],
  awaitingArrival: [],
  days: [
    { date: "2026-11-27", promised: 3, capacity: 8 },
    { date: "2026-11-30", promised: 8, capacity: 8 },
    { date: "2026-12-02", promised: 0, capacity: 8 },
  ],
};

const routes = (extra = {}) => ({ "GET /api/settings/workshop": json(SAVED), "GET /api/workshop/board": json(BOARD), ...extra });

/** The preview's line for a day, as read: "Mon, Nov 30Working day · Full: 8 of 8 promised". */
const previewDay = (label: string) => {
  const list = screen.getByRole("list", { name: "Next 14 days" });
  const item = within(list)
    .getAllByRole("listitem")
    .find((li) => li.textContent?.startsWith(label));
  if (!item) throw new Error(`No preview day ${label}`);
  return item.textContent!.slice(label.length);
};

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole("button", { name: "Save Workshop Settings" }));
const putBodies = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT").map(([, init]) => JSON.parse(String(init!.body)) as unknown);

beforeEach(() => {
  // Friday 27 November 2026, 6:30 pm in New York (already Saturday in Berlin).
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-11-27T23:30:00Z"));
});
afterEach(() => vi.useRealTimers());

describe("WorkshopSettingsPanel", () => {
  it("shows the saved settings and previews two weeks: working days with their load, days off and closed dates in words", async () => {
    stubApi(routes());
    renderAdmin(<WorkshopSettingsPanel />);
    const timezone = await screen.findByRole("combobox", { name: "Timezone" });
    // The combobox writes the saved zone's name into its input once its list is built.
    await waitFor(() => expect(timezone).toHaveProperty("value", "America/New York"));
    expect(field("Turnaround (working days)").value).toBe("3");
    expect(field("Daily capacity (heads)").value).toBe("8");
    expect(screen.getByRole("checkbox", { name: "Mon" })).toHaveProperty("checked", true);
    expect(screen.getByRole("checkbox", { name: "Sat" })).toHaveProperty("checked", false);
    expect(screen.getByText("Tue, Dec 1, 2026")).toBeTruthy();
    expect(screen.getByText("A head received today ships by the 3rd working day after it, on the first day with room.")).toBeTruthy();

    await waitFor(() => expect(previewDay("Fri, Nov 27")).toBe("Working day · 3 of 8 promised"));
    expect(within(screen.getByRole("list", { name: "Next 14 days" })).getAllByRole("listitem")).toHaveLength(14);
    expect(previewDay("Sat, Nov 28")).toBe("Day off");
    expect(previewDay("Mon, Nov 30")).toBe("Working day · Full: 8 of 8 promised");
    expect(previewDay("Tue, Dec 1")).toBe("Closed date");
    expect(previewDay("Wed, Dec 2")).toBe("Working day · 0 of 8 promised");
    expect(previewDay("Thu, Dec 10")).toBe("Working day");
  });

  it("previews the form's unsaved calendar: a new working weekday, a date closed, a closed date removed, the turnaround", async () => {
    const fetchMock = stubApi(routes());
    renderAdmin(<WorkshopSettingsPanel />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Sat" }));
    expect(previewDay("Sat, Nov 28")).toBe("Working day");
    fireEvent.change(field("Date to close"), { target: { value: "2026-11-30" } });
    fireEvent.click(screen.getByRole("button", { name: "Add closed date" }));
    // Closing a day that already has promises says so: they stay on it.
    expect(previewDay("Mon, Nov 30")).toBe("Closed date · 8 already promised");
    expect(field("Date to close").value).toBe("");
    fireEvent.click(screen.getByRole("button", { name: "Remove Tue, Dec 1, 2026" }));
    expect(previewDay("Tue, Dec 1")).toBe("Working day");
    fireEvent.change(field("Turnaround (working days)"), { target: { value: "5" } });
    expect(screen.getByText("A head received today ships by the 5th working day after it, on the first day with room.")).toBeTruthy();
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it("counts the days from today in the timezone picked from the searchable list", async () => {
    stubApi(routes());
    renderAdmin(<WorkshopSettingsPanel />);
    const timezone = await screen.findByRole("combobox", { name: "Timezone" });
    await waitFor(() => expect(previewDay("Fri, Nov 27")).toBe("Working day · 3 of 8 promised"));
    act(() => timezone.focus());
    fireEvent.change(timezone, { target: { value: "berlin" } });
    fireEvent.click(await screen.findByRole("option", { name: "Europe/Berlin" }));
    await waitFor(() => expect((timezone as HTMLInputElement).value).toBe("Europe/Berlin"));
    const first = within(screen.getByRole("list", { name: "Next 14 days" })).getAllByRole("listitem")[0]!;
    expect(first.textContent).toBe("Sat, Nov 28Day off");
  });

  it("refuses bad values with core's messages beside their fields, sends nothing and keeps what was typed", async () => {
    const fetchMock = stubApi(routes());
    renderAdmin(<WorkshopSettingsPanel />);
    for (const day of ["Mon", "Tue", "Wed", "Thu", "Fri"]) fireEvent.click(await screen.findByRole("checkbox", { name: day }));
    fireEvent.change(field("Turnaround (working days)"), { target: { value: "31" } });
    fireEvent.change(field("Daily capacity (heads)"), { target: { value: "" } });
    save();
    expect(await screen.findByText("Choose at least one working day")).toBeTruthy();
    expect(screen.getByText("Turnaround must be a whole number of days from 1 to 30")).toBeTruthy();
    expect(screen.getByText("Daily capacity must be a whole number from 1 to 500")).toBeTruthy();
    expect(field("Turnaround (working days)").value).toBe("31");
    expect(screen.getByRole("checkbox", { name: "Mon" })).toHaveProperty("checked", false);
    expect(document.activeElement).toBe(screen.getByRole("checkbox", { name: "Mon" }));
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it("refuses a closed date typed twice without adding it again", async () => {
    stubApi(routes());
    renderAdmin(<WorkshopSettingsPanel />);
    fireEvent.change(await screen.findByLabelText("Date to close"), { target: { value: "2026-12-01" } });
    fireEvent.click(screen.getByRole("button", { name: "Add closed date" }));
    expect(await screen.findByText("Tue, Dec 1, 2026 is already closed")).toBeTruthy();
    expect(within(screen.getByRole("list", { name: "Closed dates" })).getAllByRole("listitem")).toHaveLength(1);
  });

  it("adds a closed date on Enter instead of saving the form", async () => {
    const fetchMock = stubApi(routes());
    renderAdmin(<WorkshopSettingsPanel />);
    const date = await screen.findByLabelText("Date to close");
    fireEvent.change(date, { target: { value: "2026-12-24" } });
    fireEvent.keyDown(date, { key: "Enter" });
    expect(await screen.findByText("Thu, Dec 24, 2026")).toBeTruthy();
    expect(previewDay("Tue, Dec 1")).toBe("Closed date");
    expect(putBodies(fetchMock)).toEqual([]);
  });

  it("saves the whole object, the numbers as numbers, and says so", async () => {
    const answer = { ...SAVED, workingDays: [1, 2, 3, 4, 5, 6], closedDates: ["2026-12-01", "2026-12-24"], dailyCapacity: 10 };
    const fetchMock = stubApi(routes({ "PUT /api/settings/workshop": json(answer) }));
    renderAdmin(<WorkshopSettingsPanel />);
    fireEvent.click(await screen.findByRole("checkbox", { name: "Sat" }));
    fireEvent.change(field("Date to close"), { target: { value: "2026-12-24" } });
    fireEvent.click(screen.getByRole("button", { name: "Add closed date" }));
    fireEvent.change(field("Daily capacity (heads)"), { target: { value: "10" } });
    save();
    await waitFor(() => expect(toastQueue.visible.map((t) => t.title)).toContain("Workshop settings saved"));
    expect(putBodies(fetchMock)).toEqual([answer]);
    expect(field("Daily capacity (heads)").value).toBe("10");
    // The board's capacity follows the saved settings: it is read again.
    expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/workshop/board").length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's field errors beside their fields and keeps the form as typed", async () => {
    stubApi(
      routes({
        "PUT /api/settings/workshop": json(
          {
            message: "Timezone must be an IANA time zone such as America/New_York",
            errors: {
              timezone: "Timezone must be an IANA time zone such as America/New_York",
              "closedDates.0": "Closed dates are real dates written YYYY-MM-DD",
            },
          },
          400,
        ),
      }),
    );
    renderAdmin(<WorkshopSettingsPanel />);
    fireEvent.change(await screen.findByLabelText("Daily capacity (heads)"), { target: { value: "12" } });
    save();
    expect(await screen.findByText("Timezone must be an IANA time zone such as America/New_York")).toBeTruthy();
    expect(screen.getByText("Closed dates are real dates written YYYY-MM-DD")).toBeTruthy();
    expect(field("Daily capacity (heads)").value).toBe("12");
    expect(document.activeElement).toBe(screen.getByRole("combobox", { name: "Timezone" }));
  });

  it("says a failure without field errors once for the form", async () => {
    stubApi(routes({ "PUT /api/settings/workshop": json({ message: "The database is busy" }, 503) }));
    renderAdmin(<WorkshopSettingsPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Save Workshop Settings" }));
    expect(await screen.findByText(/The database is busy/)).toBeTruthy();
  });
});
