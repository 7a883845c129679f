import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { TodaysWork } from "./todays-work.tsx";

const BOARD_URL = "GET /api/workshop/board";
const RECEIVED = "2026-11-25T15:00:00.000Z";

const overdue = apiOrder({
  id: 7,
  customerName: "Olive Late",
  serviceName: "Full Restring",
  servicePrice: 6499,
  status: "in_progress",
  receivedAt: RECEIVED,
  promisedBy: "2026-11-30",
});
const dueToday = apiOrder({ id: 8, customerName: "Dana Today", status: "pending", receivedAt: RECEIVED, promisedBy: "2026-12-03" });
const inWorkshop = apiOrder({ id: 9, customerName: "Wes Bench", status: "in_progress", receivedAt: RECEIVED, promisedBy: "2026-12-07" });
const arriving = apiOrder({
  id: 10,
  customerName: "Ari Post",
  status: "pending",
  receivedAt: null,
  promisedBy: null,
  returnTrackingNumber: "9400111899223344556677",
});

const BOARD = {
  date: "2026-12-03",
  overdue: [overdue],
  dueToday: [dueToday],
  inWorkshop: [inWorkshop],
  awaitingArrival: [arriving],
  days: [
    { date: "2026-12-03", promised: 3, capacity: 8 },
    { date: "2026-12-04", promised: 8, capacity: 8 },
    { date: "2026-12-07", promised: 10, capacity: 8 },
  ],
};

const EMPTY_BOARD = { date: "2026-12-03", overdue: [], dueToday: [], inWorkshop: [], awaitingArrival: [], days: [] };

/** The count beside a list's heading, as read aloud: "1 order", "0 orders". */
const count = (text: string) => (_: string, element: Element | null) => element?.tagName === "SPAN" && element.textContent === text;
const section = (name: string) => screen.getByRole("region", { name });
const calls = (fetchMock: ReturnType<typeof stubApi>, method: string, url: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? "GET") === method && String(input) === url);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("TodaysWork", () => {
  it("shows the four lists with their counts and orders, the overdue one marked with how late it is", async () => {
    stubApi({ [BOARD_URL]: json(BOARD) });
    renderAdmin(<TodaysWork />);
    const board = await screen.findByRole("region", { name: "Today's work" });
    expect(await within(board).findByText("Thu Dec 3")).toBeTruthy();
    for (const [name, customer] of [
      ["Overdue", "Olive Late"],
      ["Due today", "Dana Today"],
      ["In the workshop", "Wes Bench"],
      ["Arriving", "Ari Post"],
    ] as const) {
      const list = section(name);
      expect(within(list).getByRole("heading", { level: 3, name })).toBeTruthy();
      expect(within(list).getByText(count("1 order"))).toBeTruthy();
      expect(within(list).getByText(customer)).toBeTruthy();
    }
    const late = section("Overdue");
    expect(within(late).getByText("3 days late")).toBeTruthy();
    expect(within(late).getByText(/Promised Mon Nov 30/)).toBeTruthy();
    expect(within(late).getByText("Full Restring · $64.99")).toBeTruthy();
    expect(within(late).getByRole("link", { name: "#7" }).getAttribute("href")).toBe("/admin/orders/7");
    // Only the overdue list speaks of lateness.
    expect(within(section("In the workshop")).queryByText(/late/)).toBeNull();
    expect(within(section("In the workshop")).getByText("Promised Mon Dec 7")).toBeTruthy();
    expect(within(section("Due today")).getByText("Promised today")).toBeTruthy();
  });

  it("links an arriving head's inbound tracking number to the carrier's tracking page", async () => {
    stubApi({ [BOARD_URL]: json(BOARD) });
    renderAdmin(<TodaysWork />);
    const link = await screen.findByRole("link", { name: /9400111899223344556677/ });
    expect(link.getAttribute("href")).toBe("https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223344556677");
    expect(link.getAttribute("target")).toBe("_blank");
    expect(within(section("Arriving")).getByText(/not received yet/)).toBeTruthy();
  });

  it("says so when a list is empty", async () => {
    stubApi({ [BOARD_URL]: json(EMPTY_BOARD) });
    renderAdmin(<TodaysWork />);
    expect(await screen.findByText("Nothing overdue")).toBeTruthy();
    expect(screen.getByText("Nothing due today")).toBeTruthy();
    expect(screen.getByText("Nothing in the workshop")).toBeTruthy();
    expect(screen.getByText("Nothing arriving")).toBeTruthy();
    expect(within(section("Overdue")).getByText(count("0 orders"))).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("offers each order only the actions that fit where it stands", async () => {
    stubApi({ [BOARD_URL]: json(BOARD) });
    renderAdmin(<TodaysWork />);
    await screen.findByText("Ari Post");
    const names = (id: number) =>
      screen
        .getAllByRole("button")
        .map((button) => button.getAttribute("aria-label") ?? "")
        .filter((name) => name.endsWith(`#${id}`));
    expect(names(7)).toEqual(["Ship #7", "Print ticket #7"]);
    expect(names(8)).toEqual(["Start #8", "Print ticket #8"]);
    expect(names(10)).toEqual(["Receive #10", "Print ticket #10"]);
  });

  it("Receive posts the receipt, tells the promise and reads the board again", async () => {
    let boardReads = 0;
    const fetchMock = stubApi({
      [BOARD_URL]: () => {
        boardReads += 1;
        return Response.json(
          boardReads === 1
            ? BOARD
            : { ...BOARD, awaitingArrival: [], inWorkshop: [inWorkshop, { ...arriving, receivedAt: RECEIVED, promisedBy: "2026-12-08" }] },
        );
      },
      "POST /api/orders/10/receive": json({ ...arriving, receivedAt: "2026-12-03T14:00:00.000Z", promisedBy: "2026-12-08" }),
    });
    renderAdmin(<TodaysWork />);
    const receive = await screen.findByRole("button", { name: "Receive #10" });
    receive.focus();
    fireEvent.click(receive);
    await waitFor(() => expect(calls(fetchMock, "POST", "/api/orders/10/receive")).toHaveLength(1));
    await waitFor(() => expect(toastQueue.visible.map((t) => `${t.title}: ${t.description}`)).toContain("Order #10 received: Promised by Tue Dec 8."));
    await waitFor(() => expect(within(section("Arriving")).getByText("Nothing arriving")).toBeTruthy());
    expect(boardReads).toBe(2);
    expect(within(section("In the workshop")).getByText("Ari Post")).toBeTruthy();
    // The pressed button went with the move; focus follows the order to its new list.
    await waitFor(() => expect(document.activeElement).toBe(within(section("In the workshop")).getByRole("link", { name: "#10" })));
  });

  it("Start moves a received pending order to In Progress with the status it showed, and reads the board again", async () => {
    let boardReads = 0;
    const fetchMock = stubApi({
      [BOARD_URL]: () => {
        boardReads += 1;
        return Response.json(boardReads === 1 ? BOARD : { ...BOARD, dueToday: [{ ...dueToday, status: "in_progress" }] });
      },
      "PATCH /api/orders/8": json({ ...dueToday, status: "in_progress" }),
    });
    renderAdmin(<TodaysWork />);
    const start = await screen.findByRole("button", { name: "Start #8" });
    start.focus();
    fireEvent.click(start);
    await waitFor(() => expect(calls(fetchMock, "PATCH", "/api/orders/8")).toHaveLength(1));
    const [, init] = calls(fetchMock, "PATCH", "/api/orders/8")[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({ status: "in_progress", expectedStatus: "pending" });
    // Read again: the strung order now offers Ship, and focus is back on the order, not lost with the Start button.
    expect(await within(section("Due today")).findByRole("button", { name: "Ship #8" })).toBeTruthy();
    expect(boardReads).toBe(2);
    await waitFor(() => expect(document.activeElement).toBe(within(section("Due today")).getByRole("link", { name: "#8" })));
  });

  it("Start says so when the order changed meanwhile (409), and nothing else is sent", async () => {
    const fetchMock = stubApi({
      [BOARD_URL]: json(BOARD),
      "PATCH /api/orders/8": json({ message: "The order changed meanwhile", order: { ...dueToday, status: "cancelled" } }, 409),
    });
    renderAdmin(<TodaysWork />);
    fireEvent.click(await screen.findByRole("button", { name: "Start #8" }));
    await waitFor(() =>
      expect(toastQueue.visible.map((t) => `${t.title}: ${t.description}`)).toContain(
        "Error starting order: This order changed to Cancelled meanwhile; nothing was changed.",
      ),
    );
    expect(calls(fetchMock, "PATCH", "/api/orders/8")).toHaveLength(1);
  });

  it("Print ticket opens the order's work ticket PDF in a new tab", async () => {
    stubApi({ [BOARD_URL]: json(BOARD) });
    const open = vi.spyOn(window, "open").mockImplementation(() => null);
    renderAdmin(<TodaysWork />);
    fireEvent.click(await screen.findByRole("button", { name: "Print ticket #7" }));
    expect(open).toHaveBeenCalledWith("/api/orders/7/ticket.pdf", "_blank", "noopener");
  });

  it("Ship opens the buy-label dialog for the outbound label", async () => {
    stubApi({ [BOARD_URL]: json(BOARD), "GET /api/orders/7": json(overdue) });
    renderAdmin(<TodaysWork />);
    fireEvent.click(await screen.findByRole("button", { name: "Ship #7" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Label for order #7" });
    expect((within(dialog).getByRole("radio", { name: "Outbound" }) as HTMLInputElement).checked).toBe(true);
  });

  it("shows each coming day's load in words and as a meter, marking a day over capacity", async () => {
    stubApi({ [BOARD_URL]: json(BOARD) });
    renderAdmin(<TodaysWork />);
    const load = await screen.findByRole("region", { name: "Next 3 working days" });
    expect(within(load).getByText("3 of 8 · 5 free")).toBeTruthy();
    expect(within(load).getByText("8 of 8 · Full")).toBeTruthy();
    expect(within(load).getByText("10 of 8 · Over by 2")).toBeTruthy();
    const today = within(load).getByRole("meter", { name: "Load on Today, Thu Dec 3" });
    expect(today.getAttribute("aria-valuenow")).toBe("3");
    expect(today.getAttribute("aria-valuemax")).toBe("8");
    const over = within(load).getByRole("meter", { name: "Load on Mon Dec 7" });
    expect(over.getAttribute("aria-valuetext")).toBe("10 of 8 promised, over capacity by 2");
    expect((over.firstElementChild as HTMLElement).style.width).toBe("100%");
  });

  it("says it is loading, then shows a failed load with a Retry that reads the board again", async () => {
    let boardReads = 0;
    stubApi({
      [BOARD_URL]: () => {
        boardReads += 1;
        return boardReads === 1 ? Response.json({ message: "Database unavailable" }, { status: 503 }) : Response.json(EMPTY_BOARD);
      },
    });
    renderAdmin(<TodaysWork />);
    expect(screen.getByRole("status").textContent).toBe("Loading today's work");
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Error loading today's work")).toBeTruthy();
    fireEvent.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await screen.findByText("Nothing overdue")).toBeTruthy();
    expect(boardReads).toBe(2);
  });
});
