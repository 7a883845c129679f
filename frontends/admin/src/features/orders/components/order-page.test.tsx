import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
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
  });

  it("says an unknown order is not found and leads back to the list", async () => {
    stubApi({});
    renderAdmin(<OrderPage id={999} />, { path: "/admin/orders/999" });
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeTruthy();
    expect(screen.getByText("There is no order #999.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all orders" }).getAttribute("href")).toBe("/admin/orders");
  });
});
