import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import type { Order } from "../../../shared/orders/order.ts";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { OrdersPage } from "./orders-page.tsx";

const order = (id: number, extra: Partial<Order> = {}) =>
  apiOrder({
    id,
    customerId: null,
    customerName: `Customer ${id}`,
    customerEmail: `c${id}@example.com`,
    serviceName: "Full Restring",
    servicePrice: 6499,
    additionalRequests: "Head Type: StringKing Mark 2",
    statusUrl: `http://localhost:3000/track/${"a".repeat(64)}`,
    createdAt: "2026-03-04T10:00:00.000Z",
    updatedAt: "2026-03-04T10:00:00.000Z",
    shippingInfo: { address: "1 Main St", city: "Austin", state: "TX", zip: "78701", country: "United States" },
    details: { headType: "StringKing Mark 2" },
    ...extra,
  });

const toastTitles = () => toastQueue.visible.map((t) => `${t.title}: ${t.description ?? ""}`);

describe("OrdersPage, Orders tab", () => {
  it("shows the empty text", async () => {
    stubApi({ "GET /api/orders?limit=21&offset=0": json([]) });
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    expect(await screen.findByText("No orders found. New orders will appear here.")).toBeTruthy();
  });

  it("marks an order in progress through PATCH and says so", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0": json([order(7)]),
      "PATCH /api/orders/7": json(order(7, { status: "in_progress" })),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    fireEvent.click(await screen.findByRole("button", { name: "Actions for order #7" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mark In Progress" }));
    await waitFor(() => expect(toastTitles()[0]).toMatch(/^Order updated/));
    const patch = fetchMock.mock.calls.find(([url, init]) => url === "/api/orders/7" && init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ status: "in_progress", expectedStatus: "pending" });
  });

  it("deletes after a confirmation, and reports a failure", async () => {
    stubApi({
      "GET /api/orders?limit=21&offset=0": json([order(7)]),
      "DELETE /api/orders/7": json({ message: "boom" }, 500),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    fireEvent.click(await screen.findByRole("button", { name: "Actions for order #7" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Delete Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete order #7?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toastTitles()[0]).toBe("Error deleting order: There was a problem removing this order. Please try again."));
    // The dialog stays open so the admin can try again.
    expect(screen.getByRole("dialog", { name: "Delete order #7?" })).toBeTruthy();
  });

  it("cancels only after a confirmation; Keep Order leaves the order alone", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0": json([order(7)]),
      "PATCH /api/orders/7": json(order(7, { status: "cancelled" })),
    });
    const patches = () => fetchMock.mock.calls.filter(([url, init]) => url === "/api/orders/7" && init?.method === "PATCH");
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    fireEvent.click(await screen.findByRole("button", { name: "Actions for order #7" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Cancel Order" }));
    const dialog = await screen.findByRole("dialog", { name: "Cancel order #7?" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep Order" }));
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancel order #7?" })).toBeNull());
    expect(patches()).toEqual([]);

    fireEvent.click(await screen.findByRole("button", { name: "Actions for order #7" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Cancel Order" }));
    const again = await screen.findByRole("dialog", { name: "Cancel order #7?" });
    fireEvent.click(within(again).getByRole("button", { name: "Cancel Order" }));
    await waitFor(() => expect(toastTitles()[0]).toBe("Order updated: Order #7 is now cancelled."));
    expect(JSON.parse(String(patches()[0]?.[1]?.body))).toEqual({ status: "cancelled", expectedStatus: "pending" });
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Cancel order #7?" })).toBeNull());
  });

  it("searches on the server after a pause and filters by status, from the first page", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0": json(Array.from({ length: 21 }, (_, i) => order(40 - i))),
      "GET /api/orders?limit=21&offset=20": json([order(20)]),
      "GET /api/orders?limit=21&offset=0&q=%2312": json([order(12)]),
      "GET /api/orders?limit=21&offset=0&status=shipped&q=%2312": json([]),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    await screen.findByText("Customer 40");
    fireEvent.click(screen.getByRole("button", { name: "Next" }));
    await screen.findByText("Customer 20");
    fireEvent.change(screen.getByRole("searchbox", { name: "Search orders" }), { target: { value: "#12" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(await screen.findByText("Customer 12")).toBeTruthy();
    const select = screen.getByText("Status", { selector: "span" }).parentElement!.querySelector("select")!;
    act(() => {
      fireEvent.change(select, { target: { value: "shipped" } });
    });
    expect(await screen.findByText("No orders match your search and filters.")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/orders?limit=21&offset=0&status=shipped&q=%2312");
  });

  it("keeps the filters and the page in the address, so a reload or Back keeps them", async () => {
    stubApi({
      "GET /api/orders?limit=21&offset=20&status=pending&paymentStatus=unpaid": json([order(3)]),
      "GET /api/orders?limit=21&offset=0&status=pending": json([order(4)]),
    });
    const { currentPath } = renderAdmin(<OrdersPage />, { path: "/admin/orders?status=pending&payment=unpaid&page=2" });
    expect(await screen.findByText("Customer 3")).toBeTruthy();
    const payment = screen.getByText("Payment", { selector: "span" }).parentElement!.querySelector("select")!;
    act(() => {
      fireEvent.change(payment, { target: { value: "all" } });
    });
    expect(await screen.findByText("Customer 4")).toBeTruthy();
    expect(currentPath()).toBe("/admin/orders?status=pending");
  });

  it("opens an order's page from its row: a click, Enter, or the order number's link", async () => {
    stubApi({ "GET /api/orders?limit=21&offset=0": json([order(7), order(8)]) });
    const { currentPath } = renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    const link = await screen.findByRole("link", { name: "#7" });
    expect(link.getAttribute("href")).toBe("/admin/orders/7");
    const row = screen.getByText("Customer 8").closest("[role=row]") as HTMLElement;
    fireEvent.click(within(row).getByText("Full Restring"));
    await waitFor(() => expect(currentPath()).toBe("/admin/orders/8"));
  });

  it("shows each order's payment, opens filtered by the dashboard's link, and filters by payment", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0&paymentStatus=unpaid": json([order(5)]),
      "GET /api/orders?limit=21&offset=0&paymentStatus=paid": json([order(6, { paymentStatus: "paid", amountPaid: 6499 })]),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders?payment=unpaid" });
    const row = (await screen.findByText("Customer 5")).closest("[role=row]") as HTMLElement;
    expect(within(row).getByText("Unpaid")).toBeTruthy();
    const select = screen.getByText("Payment", { selector: "span" }).parentElement!.querySelector("select")!;
    act(() => {
      fireEvent.change(select, { target: { value: "paid" } });
    });
    const paid = (await screen.findByText("Customer 6")).closest("[role=row]") as HTMLElement;
    expect(within(paid).getByText("Paid")).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(expect.arrayContaining(["/api/orders?limit=21&offset=0&paymentStatus=paid"]));
  });

  it("shows under each row's status what its materials were short of, or that they were taken, and nothing before", async () => {
    stubApi({
      "GET /api/orders?limit=21&offset=0": json([
        order(8, {
          status: "in_progress",
          materials: [
            { itemId: 1, name: "Hero 3.0 mesh", quantity: 0, short: 1 },
            { itemId: 2, name: "Shooter string", quantity: 2, short: 0 },
          ],
        }),
        order(9, { status: "in_progress", materials: [{ itemId: 2, name: "Shooter string", quantity: 2, short: 0 }] }),
        order(10, { materials: [] }),
      ]),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    const row = async (name: string) => (await screen.findByText(name)).closest("[role=row]") as HTMLElement;
    const short = await row("Customer 8");
    expect(within(short).getByText("Short: Hero 3.0 mesh ×1")).toBeTruthy();
    expect(within(short).queryByText("Materials taken")).toBeNull();
    expect(within(await row("Customer 9")).getByText("Materials taken")).toBeTruthy();
    const untaken = await row("Customer 10");
    expect(within(untaken).queryByText(/Short:|Materials taken/)).toBeNull();
  });

  it("asks for the tracking number before Mark Shipped and ships with it", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0": json([order(7)]),
      "PATCH /api/orders/7/shipping": json(order(7, { status: "shipped", trackingNumber: "1Z999" })),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    fireEvent.click(await screen.findByRole("button", { name: "Actions for order #7" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mark Shipped" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark order #7 shipped" });
    fireEvent.change(within(dialog).getByLabelText("Tracking number"), { target: { value: " 1Z999 " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark Shipped" }));
    await waitFor(() => expect(toastTitles()[0]).toBe("Order shipped: Order #7 is shipped with tracking 1Z999."));
    const patch = fetchMock.mock.calls.find(([url, init]) => url === "/api/orders/7/shipping" && init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ trackingNumber: "1Z999", status: "shipped", expectedStatus: "pending" });
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("marks shipped without a tracking number through the status update, and keeps the dialog on a failure", async () => {
    let fail = true;
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0": json([order(7)]),
      "PATCH /api/orders/7": () =>
        fail ? Response.json({ message: "Database unavailable" }, { status: 503 }) : Response.json(order(7, { status: "shipped" })),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    fireEvent.click(await screen.findByRole("button", { name: "Actions for order #7" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mark Shipped" }));
    const dialog = await screen.findByRole("dialog", { name: "Mark order #7 shipped" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark Shipped" }));
    expect(await within(dialog).findByText("Database unavailable")).toBeTruthy();
    fail = false;
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark Shipped" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const patches = fetchMock.mock.calls.filter(([url, init]) => url === "/api/orders/7" && init?.method === "PATCH");
    expect(patches.map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { status: "shipped", expectedStatus: "pending" },
      { status: "shipped", expectedStatus: "pending" },
    ]);
  });

  it("names the steps a change skips and asks first; Keep as it is changes nothing", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0": json([order(7, { status: "in_progress" })]),
      "PATCH /api/orders/7": json(order(7, { status: "completed" })),
    });
    const patches = () => fetchMock.mock.calls.filter(([url, init]) => url === "/api/orders/7" && init?.method === "PATCH");
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    const markCompleted = async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Actions for order #7" }));
      fireEvent.click(await screen.findByRole("menuitem", { name: "Mark Completed" }));
      return screen.findByRole("dialog", { name: "Mark order #7 Completed?" });
    };
    let dialog = await markCompleted();
    expect(dialog.textContent).toContain("Order #7 of Customer 7 is In Progress.");
    expect(dialog.textContent).toContain("It skips Shipped (no shipment is recorded).");
    expect(dialog.textContent).toContain("It is not paid.");
    fireEvent.click(within(dialog).getByRole("button", { name: "Keep as it is" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patches()).toHaveLength(0);

    dialog = await markCompleted();
    fireEvent.click(within(dialog).getByRole("button", { name: "Mark Completed" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(patches().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([{ status: "completed", expectedStatus: "in_progress" }]);
  });

  it("says an order changed meanwhile when the server refuses a stale change", async () => {
    stubApi({
      "GET /api/orders?limit=21&offset=0": json([order(7)]),
      "PATCH /api/orders/7": json({ message: "Order #7 is shipped now, not pending; nothing was changed", order: order(7, { status: "shipped" }) }, 409),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    fireEvent.click(await screen.findByRole("button", { name: "Actions for order #7" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Mark In Progress" }));
    await waitFor(() => expect(toastTitles()[0]).toBe("Order #7 was not changed: This order changed to Shipped meanwhile; nothing was changed."));
  });
});

describe("OrdersPage, Shipping tab", () => {
  it("opens on ?tab=shipping with Unshipped Orders; its one Create Label opens the buy-label dialog, which explains a 400", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0&shipped=false": json([order(8, { shippingInfo: null })]),
      "GET /api/orders/8": json(order(8, { shippingInfo: null })),
      "GET /api/shipping/rates/8?kind=outbound": json({ message: "Please ensure the order has a valid shipping address." }, 400),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders?tab=shipping" });
    expect(await screen.findByRole("heading", { name: "Shipping Management" })).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Label actions for order #8" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: /Create (Outbound|Dual|Return)/ })).toBeNull();
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Create Label" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Label for order #8" });
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Please ensure the order has a valid shipping address.");
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("offers Track and View Label, in the row's menu, with a tracking number; Track shows both links", async () => {
    stubApi({
      "GET /api/orders?limit=21&offset=0&shipped=false": json([
        order(9, { trackingNumber: "9400111", shippingLabelUrl: "/api/shipping/labels/abc.pdf", status: "in_progress" }),
      ]),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders?tab=shipping" });
    expect(await screen.findByText("Outbound Label")).toBeTruthy();
    expect(screen.getByText("Unpaid")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Label actions for order #9" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).queryByRole("menuitem", { name: "Create Label" })).toBeNull();
    const view = within(menu).getByRole("menuitem", { name: "View Label" });
    expect(view.getAttribute("href")).toBe("/api/shipping/labels/abc.pdf");
    expect(view.getAttribute("target")).toBe("_blank");
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Track Package" }));
    const dialog = await screen.findByRole("dialog", { name: "Track Order #9" });
    const links = within(dialog).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual([
      "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111",
      "https://parcelsapp.com/en/tracking/9400111",
    ]);
  });

  it("shows a return label's tracking number, not None yet", async () => {
    stubApi({
      "GET /api/orders?limit=21&offset=0&shipped=false": json([
        order(11, { returnTrackingNumber: "9205590", returnLabelUrl: "/api/shipping/labels/ret.pdf" }),
        order(12),
      ]),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders?tab=shipping" });
    const table = await screen.findByRole("grid", { name: "Unshipped Orders" });
    const rowOf = (id: number) =>
      within(table)
        .getAllByRole("row")
        .find((row) => row.textContent?.includes(`#${id}`))!;
    await waitFor(() => expect(rowOf(11)).toBeTruthy());
    expect(within(rowOf(11)).getByText("Return: 9205590")).toBeTruthy();
    expect(within(rowOf(11)).queryByText("None yet")).toBeNull();
    expect(within(rowOf(12)).getByText("None yet")).toBeTruthy();
  });

  it("says there is no tracking number when Track is asked for without one", async () => {
    stubApi({ "GET /api/orders?limit=21&offset=0&shipped=false": json([order(10)]) });
    renderAdmin(<OrdersPage />, { path: "/admin/orders?tab=shipping" });
    fireEvent.click(await screen.findByRole("button", { name: "Label actions for order #10" }));
    fireEvent.click(await screen.findByRole("menuitem", { name: "Track Package" }));
    expect(toastTitles()[0]).toBe("No tracking number: This order doesn't have a tracking number yet.");
  });

  it("shows the shipped empty state and searches on the server after a pause", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0&shipped=false": json([]),
      "GET /api/orders?limit=21&offset=0&shipped=true": json([]),
      "GET /api/orders?limit=21&offset=0&shipped=true&q=ada": json([]),
    });
    renderAdmin(<OrdersPage />, { path: "/admin/orders?tab=shipping" });
    expect(await screen.findByText("All orders have been shipped!")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Shipped Orders" }));
    expect(await screen.findByText("No shipped orders match your search criteria")).toBeTruthy();
    fireEvent.change(screen.getByRole("searchbox", { name: "Search orders" }), { target: { value: "ada" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders?limit=21&offset=0&shipped=true&q=ada")).toBe(true));
  });
});
