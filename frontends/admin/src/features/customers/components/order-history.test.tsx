import { fireEvent, screen, waitFor } from "@testing-library/react";
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
});
