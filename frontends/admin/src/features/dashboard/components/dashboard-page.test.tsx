import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { OrderStatus } from "@stringing/core/orders/order-status";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { DashboardPage } from "./dashboard-page.tsx";

const order = (id: number, status: OrderStatus) =>
  apiOrder({
    id,
    customerName: `Customer ${id}`,
    customerEmail: `c${id}@example.com`,
    serviceName: "Full Restring",
    servicePrice: 6499,
    status,
    paymentStatus: id === 3 ? "paid" : "unpaid",
    createdAt: "2026-03-04T10:00:00.000Z",
  });

function stub({ low, subscribers, configured = true, setupLeft = false }: { low: number; subscribers: number; configured?: boolean; setupLeft?: boolean }) {
  return stubApi({
    "GET /api/setup": json({ items: [{ key: "owner-email", done: !setupLeft }] }),
    "GET /api/marketing/status": json({ configured, senderEmail: configured ? "shop@example.com" : null }),
    "GET /api/orders/summary": json({ pending: 3, in_progress: 1, shipped: 0, completed: 0, cancelled: 0, total: 4, unpaid: 7 }),
    "GET /api/inventory/summary": json({ total: 12, low, out: 0, lowPercentage: 17 }),
    "GET /api/subscribers/count": json(subscribers),
    "GET /api/orders?limit=5": json([order(4, "pending"), order(3, "in_progress"), order(2, "pending")]),
  });
}

describe("DashboardPage", () => {
  it("shows the counts, the low-stock alert, recent orders and label progress", async () => {
    stub({ low: 2, subscribers: 5 });
    renderAdmin(<DashboardPage />);
    expect(await screen.findByText("You have 2 item(s) with low inventory levels")).toBeTruthy();
    expect(await screen.findByText("Customer 4")).toBeTruthy();
    expect(screen.getByText("12")).toBeTruthy();
    expect(screen.getByText("2 / 3")).toBeTruthy();
    // The bar fills with what is done, not with what is still waiting.
    const meter = screen.getByRole("meter", { name: "Recent orders past pending" });
    expect(meter.getAttribute("aria-valuenow")).toBe("1");
    expect((meter.firstElementChild as HTMLElement).style.width).toBe("33%");
    expect(screen.getByText("Ready to send")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Campaign" }).hasAttribute("disabled")).toBe(false);
    expect(screen.getByRole("link", { name: "Shipping" }).getAttribute("href")).toBe("/admin/orders?tab=shipping");
    expect(screen.getByRole("link", { name: "View All" }).getAttribute("href")).toBe("/admin/orders");
  });

  it("opens a recent order's own page: its number is a real link, and a click on the row goes there too, no dialog", async () => {
    stub({ low: 0, subscribers: 1 });
    const { currentPath } = renderAdmin(<DashboardPage />, { path: "/admin" });
    const recent = await screen.findByRole("grid", { name: "Recent Orders" });
    const link = await within(recent).findByRole("link", { name: "#3" });
    expect(link.getAttribute("href")).toBe("/admin/orders/3");
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(within(recent).getByText("Customer 4"));
    await waitFor(() => expect(currentPath()).toBe("/admin/orders/4"));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows the unpaid orders with a link to them, and each recent order's payment", async () => {
    stub({ low: 0, subscribers: 1 });
    renderAdmin(<DashboardPage />);
    expect(await screen.findByText("7 order(s) not paid yet.")).toBeTruthy();
    expect(screen.getByText("7")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View unpaid orders" }).getAttribute("href")).toBe("/admin/orders?payment=unpaid");
    const recent = await screen.findByRole("grid", { name: "Recent Orders" });
    await waitFor(() => expect(within(recent).getAllByText("Unpaid")).toHaveLength(2));
    expect(within(recent).getByText("Paid")).toBeTruthy();
  });

  it("hides the alert without low stock and disables Create Campaign without subscribers", async () => {
    stub({ low: 0, subscribers: 0 });
    renderAdmin(<DashboardPage />);
    expect(await screen.findByText("No subscribers yet")).toBeTruthy();
    await waitFor(() => expect(screen.getByText("12")).toBeTruthy());
    expect(screen.queryByText(/Low Stock Alert/)).toBeNull();
    expect(screen.getByRole("button", { name: "Create Campaign" }).hasAttribute("disabled")).toBe(true);
  });

  it("disables Create Campaign while no mail service is configured, as Marketing does", async () => {
    stub({ low: 0, subscribers: 4, configured: false });
    renderAdmin(<DashboardPage />);
    expect(await screen.findByText("Set up the email service in Marketing to send")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Create Campaign" }).hasAttribute("disabled")).toBe(true);
  });

  it("puts the day's work it is handed after a new shop's setup checklist and before the counts", async () => {
    stub({ low: 2, subscribers: 1, setupLeft: true });
    renderAdmin(
      <DashboardPage
        board={
          <section aria-label="Today's work">
            <h2>Today's work</h2>
          </section>
        }
      />,
    );
    const checklist = await screen.findByRole("heading", { name: "Set up your shop" });
    const board = screen.getByRole("region", { name: "Today's work" });
    const alert = await screen.findByRole("heading", { name: "Low Stock Alert" });
    const follows = (a: Node, b: Node) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(follows(checklist, board)).toBe(true);
    expect(follows(board, alert)).toBe(true);
    expect(follows(board, screen.getByText("Pending Orders"))).toBe(true);
  });
});
