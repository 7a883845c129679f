import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { formatDateTime } from "@stringing/ui/date-time";
import { toastQueue } from "@stringing/ui/toast-queue";
import type { Order } from "../../../shared/orders/order.ts";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { type FakeRoute, json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { OrderPage } from "./order-page.tsx";

const ORDER = apiOrder({
  additionalRequests: "Head Type: StringKing Mark 2A\nPhone: (512) 555-0134",
  details: { headType: "StringKing Mark 2A", phone: "(512) 555-0134" },
});

describe("OrderPage", () => {
  it("shows the order on a page of its own, with a way back and the customer a tap away", async () => {
    stubApi({ "GET /api/orders/12": json(ORDER), "GET /api/orders/12/events": json([]), "GET /api/orders/12/labels": json([]) });
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    expect(await screen.findByRole("heading", { level: 1, name: "Order #12" })).toBeTruthy();
    expect(screen.getByText("StringKing Mark 2A")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Back to Orders/ }).getAttribute("href")).toBe("/admin/orders");
    expect(screen.getByRole("link", { name: "ada@example.com" }).getAttribute("href")).toBe("mailto:ada@example.com");
    expect(screen.getByRole("link", { name: "(512) 555-0134" }).getAttribute("href")).toBe("tel:5125550134");
    expect(screen.getByRole("link", { name: /Print ticket of order #12/ }).getAttribute("href")).toBe("/api/orders/12/ticket.pdf");
    expect(screen.getByRole("button", { name: "New order like this (order #12)" })).toBeTruthy();
  });

  it("says an unknown order is not found and leads back to the list", async () => {
    stubApi({});
    renderAdmin(<OrderPage id={999} />, { path: "/admin/orders/999" });
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeTruthy();
    expect(screen.getByText("There is no order #999.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all orders" }).getAttribute("href")).toBe("/admin/orders");
  });
});

describe("OrderPage: receiving and the promise", () => {
  const routes = (order: Order, extra: Record<string, FakeRoute> = {}) => {
    let current = order;
    const answer = (next: Order) => () => {
      current = next;
      return Response.json(next);
    };
    return {
      routes: {
        "GET /api/orders/12": () => Response.json(current),
        "GET /api/orders/12/events": json([]),
        "GET /api/orders/12/labels": json([]),
        ...extra,
      },
      answer,
    };
  };
  const received = apiOrder({ status: "in_progress", receivedAt: "2026-03-02T15:20:00.000Z", promisedBy: "2026-03-05" });
  const promiseRow = () => screen.getByText("Ships by").nextElementSibling as HTMLElement;

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-03-03T15:00:00Z"));
  });
  afterEach(() => vi.useRealTimers());

  it("says the head is not here yet, and receiving it shows when it came and the day it ships by", async () => {
    const { routes: table, answer } = routes(ORDER);
    const fetchMock = stubApi({ ...table, "POST /api/orders/12/receive": answer(received) });
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    expect((await screen.findByText("Received")).nextElementSibling!.textContent).toBe("Not yet");
    expect(promiseRow().textContent).toBe("Not promised yet");
    fireEvent.click(screen.getByRole("button", { name: "Receive head" }));
    await waitFor(() => expect(promiseRow().textContent).toBe("Thursday, March 5, 2026"));
    expect(screen.getByText("Received").nextElementSibling!.textContent).toBe(formatDateTime("2026-03-02T15:20:00.000Z"));
    expect(screen.queryByRole("button", { name: "Receive head" })).toBeNull();
    expect(toastQueue.visible.map((t) => t.description)).toContain("Order #12 ships by Thursday, March 5, 2026.");
    expect(fetchMock.mock.calls.filter(([url, init]) => url === "/api/orders/12/receive" && init?.method === "POST")).toHaveLength(1);
    // The order's queries are read again after the receipt.
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url, init]) => url === "/api/orders/12" && (init?.method ?? "GET") === "GET").length).toBe(2));
  });

  it("shows a passed promise on an open order in red and says it is overdue, but not once the order has shipped", async () => {
    vi.setSystemTime(new Date("2026-03-10T15:00:00Z"));
    stubApi(routes(received).routes);
    const { unmount } = renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    await waitFor(() => expect(promiseRow().textContent).toBe("Thursday, March 5, 2026 (overdue)"));
    expect(promiseRow().querySelector("span")!.className).not.toBe("");
    unmount();
    stubApi(routes({ ...received, status: "shipped" }).routes);
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    await waitFor(() => expect(promiseRow().textContent).toBe("Thursday, March 5, 2026"));
  });

  it("moves the promise to the day picked, sending only promisedBy", async () => {
    const { routes: table, answer } = routes(received);
    const fetchMock = stubApi({ ...table, "PATCH /api/orders/12": answer({ ...received, promisedBy: "2026-03-12" }) });
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    const day = (await screen.findByLabelText("Move promise to")) as HTMLInputElement;
    expect(day.value).toBe("2026-03-05");
    fireEvent.change(day, { target: { value: "2026-03-12" } });
    fireEvent.click(screen.getByRole("button", { name: "Save promise" }));
    await waitFor(() => expect(promiseRow().textContent).toBe("Thursday, March 12, 2026"));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH")!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ promisedBy: "2026-03-12" });
    expect(toastQueue.visible.map((t) => t.title)).toContain("Promise moved");
  });

  it("shows the server's refusal under the date and keeps the day typed; an empty day is not sent", async () => {
    const { routes: table } = routes(received);
    const fetchMock = stubApi({
      ...table,
      "PATCH /api/orders/12": json({ message: "The workshop is closed on 2026-03-08", errors: { promisedBy: "The workshop is closed on 2026-03-08" } }, 400),
    });
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    const day = (await screen.findByLabelText("Move promise to")) as HTMLInputElement;
    fireEvent.change(day, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Save promise" }));
    expect(await screen.findByText("The promise must be a real date written YYYY-MM-DD")).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "PATCH")).toBe(false);
    fireEvent.change(day, { target: { value: "2026-03-08" } });
    fireEvent.click(screen.getByRole("button", { name: "Save promise" }));
    expect(await screen.findByText("The workshop is closed on 2026-03-08")).toBeTruthy();
    expect(day.value).toBe("2026-03-08");
    expect(promiseRow().textContent).toBe("Thursday, March 5, 2026");
  });
});
