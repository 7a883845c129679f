import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { OrdersPage } from "./orders-page.tsx";

const order = (id: number, customerName: string) => apiOrder({ id, customerName, customerEmail: `c${id}@example.com` });
const header = (name: string) => screen.getByRole("columnheader", { name });
const selectOf = (label: string) => screen.getByText(label, { selector: "span" }).parentElement!.querySelector("select")!;

describe("OrdersPage, sorting the Orders tab", () => {
  it("sorts on the server by a header: aria-sort shows it, a second press turns it, the address keeps it with the filters", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0&status=pending": json([order(2, "Bea"), order(1, "Al")]),
      "GET /api/orders?limit=21&offset=0&status=pending&sort=customerName&direction=asc": json([order(1, "Al"), order(2, "Bea")]),
      "GET /api/orders?limit=21&offset=0&status=pending&sort=customerName&direction=desc": json([order(2, "Bea"), order(1, "Al")]),
      "GET /api/orders?limit=21&offset=0&status=pending&sort=total&direction=desc": json([order(2, "Bea")]),
    });
    const { currentPath } = renderAdmin(<OrdersPage />, { path: "/admin/orders?status=pending&page=1" });
    await screen.findByText("Bea");
    expect(header("Date").getAttribute("aria-sort")).toBe("descending");
    expect(header("Customer").getAttribute("aria-sort")).toBe("none");
    expect(header("Service").hasAttribute("aria-sort")).toBe(false);

    // A name starts A to Z, whatever react-aria proposes for a new column.
    fireEvent.click(header("Customer"));
    await waitFor(() => expect(currentPath()).toBe("/admin/orders?status=pending&sort=customerName&direction=asc"));
    await waitFor(() => expect(header("Customer").getAttribute("aria-sort")).toBe("ascending"));
    expect(screen.getByText("Every order, sorted: Customer A to Z.")).toBeTruthy();

    fireEvent.click(header("Customer"));
    await waitFor(() => expect(currentPath()).toBe("/admin/orders?status=pending&sort=customerName&direction=desc"));
    // A total starts with the biggest.
    fireEvent.keyDown(header("Total"), { key: "Enter" });
    fireEvent.keyUp(header("Total"), { key: "Enter" });
    await waitFor(() => expect(currentPath()).toBe("/admin/orders?status=pending&sort=total&direction=desc"));
    await waitFor(() => expect(screen.queryByText("Al")).toBeNull());
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/orders?limit=21&offset=0&status=pending&sort=customerName&direction=desc");
  });

  it("opens sorted from the address, pages in that sort, and a new filter keeps the sort and starts at page 1", async () => {
    stubApi({
      "GET /api/orders?limit=21&offset=20&sort=id&direction=asc": json([order(21, "Page Two")]),
      "GET /api/orders?limit=21&offset=0&paymentStatus=unpaid&sort=id&direction=asc": json([order(3, "Unpaid Three")]),
    });
    const { currentPath } = renderAdmin(<OrdersPage />, { path: "/admin/orders?sort=id&direction=asc&page=2" });
    expect(await screen.findByText("Page Two")).toBeTruthy();
    expect(header("Order #").getAttribute("aria-sort")).toBe("ascending");
    act(() => {
      fireEvent.change(selectOf("Payment"), { target: { value: "unpaid" } });
    });
    expect(await screen.findByText("Unpaid Three")).toBeTruthy();
    expect(currentPath()).toBe("/admin/orders?payment=unpaid&sort=id&direction=asc");
  });

  it("sorts with the Sort select where the headers are hidden (a phone), and back to newest first leaves the address clean", async () => {
    stubApi({
      "GET /api/orders?limit=21&offset=0": json([order(5, "Newest")]),
      "GET /api/orders?limit=21&offset=0&sort=total&direction=asc": json([order(4, "Cheapest")]),
    });
    const { currentPath } = renderAdmin(<OrdersPage />, { path: "/admin/orders" });
    await screen.findByText("Newest");
    act(() => {
      fireEvent.change(selectOf("Sort"), { target: { value: "total:asc" } });
    });
    expect(await screen.findByText("Cheapest")).toBeTruthy();
    expect(currentPath()).toBe("/admin/orders?sort=total&direction=asc");
    act(() => {
      fireEvent.change(selectOf("Sort"), { target: { value: "createdAt:desc" } });
    });
    expect(await screen.findByText("Newest")).toBeTruthy();
    expect(currentPath()).toBe("/admin/orders");
  });

  it("ignores a sort the server would refuse, reading it as newest first", async () => {
    stubApi({ "GET /api/orders?limit=21&offset=0": json([order(5, "Newest")]) });
    renderAdmin(<OrdersPage />, { path: "/admin/orders?sort=price&direction=up" });
    expect(await screen.findByText("Newest")).toBeTruthy();
    expect(header("Date").getAttribute("aria-sort")).toBe("descending");
  });
});

describe("OrdersPage, switching tabs", () => {
  it("keeps the Orders tab's filters and sort across a visit to Shipping, and Shipping's own search and sub-tab across a visit to Orders", async () => {
    const fetchMock = stubApi({
      "GET /api/orders?limit=21&offset=0&status=pending&q=ada&sort=total&direction=asc": json([order(7, "Ada Pending")]),
      "GET /api/orders?limit=21&offset=0&shipped=false": json([]),
      "GET /api/orders?limit=21&offset=0&shipped=true": json([]),
      "GET /api/orders?limit=21&offset=0&shipped=true&q=zed": json([]),
    });
    const path = "/admin/orders?q=ada&status=pending&sort=total&direction=asc";
    const { currentPath } = renderAdmin(<OrdersPage />, { path });
    expect(await screen.findByText("Ada Pending")).toBeTruthy();

    fireEvent.click(screen.getByRole("tab", { name: "Shipping" }));
    await waitFor(() => expect(currentPath()).toBe(`${path}&tab=shipping`));
    expect(await screen.findByText("All orders have been shipped!")).toBeTruthy();
    fireEvent.click(screen.getByRole("tab", { name: "Shipped Orders" }));
    fireEvent.change(screen.getByRole("searchbox", { name: "Search orders" }), { target: { value: "zed" } });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders?limit=21&offset=0&shipped=true&q=zed")).toBe(true));

    fireEvent.click(screen.getByRole("tab", { name: "Orders" }));
    await waitFor(() => expect(currentPath()).toBe(path));
    expect(await screen.findByText("Ada Pending")).toBeTruthy();
    expect((screen.getByRole("searchbox", { name: "Search orders" }) as HTMLInputElement).value).toBe("ada");
    expect(header("Total").getAttribute("aria-sort")).toBe("ascending");

    fireEvent.click(screen.getByRole("tab", { name: "Shipping" }));
    const shipping = await screen.findByRole("tabpanel", { name: "Shipping" });
    expect(within(shipping).getByRole("tab", { name: "Shipped Orders" }).getAttribute("aria-selected")).toBe("true");
    expect((within(shipping).getByRole("searchbox", { name: "Search orders" }) as HTMLInputElement).value).toBe("zed");
  });
});
