import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { OrderHistory } from "./order-history.tsx";

describe("OrderHistory", () => {
  it("links each order to its own page, as the Orders list does, instead of opening a dialog", async () => {
    stubApi({
      "GET /api/orders/customer/3": json([
        apiOrder({ id: 12, status: "in_progress", servicePrice: 4500 }),
        apiOrder({ id: 9, status: "completed", paymentStatus: "paid", servicePrice: 6000 }),
      ]),
    });
    const { currentPath } = renderAdmin(<OrderHistory customerId={3} />, { path: "/admin/customers" });
    const view = await screen.findByRole("link", { name: "View details of order #12" });
    expect(view.getAttribute("href")).toBe("/admin/orders/12");
    expect(view.textContent).toBe("View Details");
    // What docs/rules/customers.md, The screen, lists stays: the number, both statuses, the service, the date and the amount.
    expect(screen.getByText("In Progress")).toBeTruthy();
    expect(screen.getAllByText(/\$45\.00/, { selector: "span" })).toHaveLength(1);
    fireEvent.click(screen.getByRole("link", { name: "View details of order #9" }));
    await waitFor(() => expect(currentPath()).toBe("/admin/orders/9"));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByRole("button", { name: "Delete order #9" })).toBeTruthy();
  });

  it("places a new order like one in the history after asking, shows its links and reads the history again", async () => {
    let history = [apiOrder({ id: 9, customerName: "Ada Lovelace", status: "completed" })];
    const fetchMock = stubApi({
      "GET /api/orders/customer/3": () => Response.json(history),
      "POST /api/orders/9/reorder": () => {
        history = [apiOrder({ id: 14, customerName: "Ada Lovelace" }), ...history];
        return Response.json({ id: 14, paymentUrl: null, statusUrl: "https://shop.example/track/t14" }, { status: 201 });
      },
    });
    renderAdmin(<OrderHistory customerId={3} />, { path: "/admin/customers" });
    fireEvent.click(await screen.findByRole("button", { name: "New order like this (order #9)" }));
    const confirm = await screen.findByRole("dialog", { name: "New order like this?" });
    expect(within(confirm).getByText("Create a new order for Ada Lovelace with the same pocket and address?")).toBeTruthy();
    fireEvent.click(within(confirm).getByRole("button", { name: "Create order" }));
    const done = await screen.findByRole("dialog", { name: "Order #14 created" });
    expect(within(done).getByRole("link", { name: "Order #14" }).getAttribute("href")).toBe("/admin/orders/14");
    expect((within(done).getByLabelText("Status link") as HTMLInputElement).value).toBe("https://shop.example/track/t14");
    expect(within(done).getByText(/no payment link/)).toBeTruthy();
    await waitFor(() => expect(fetchMock.mock.calls.filter(([url]) => String(url) === "/api/orders/customer/3")).toHaveLength(2));
    fireEvent.click(within(done).getByRole("button", { name: "Done" }));
    expect(await screen.findByRole("link", { name: "View details of order #14" })).toBeTruthy();
  });
});
