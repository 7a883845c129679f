import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { InventoryList } from "./inventory-list.tsx";

const item = (id: number, name: string, quantity: number, threshold = 5) => ({
  id,
  name,
  category: "mesh",
  quantity,
  threshold,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

/** react-aria's Select keeps a hidden native <select> in sync; changing it picks the option. */
const hiddenSelect = (label: string) => {
  const select = screen.getByText(label, { selector: "span" }).parentElement?.querySelector("select");
  if (!select) throw new Error(`no select for ${label}`);
  return select;
};

describe("InventoryList", () => {
  it("asks the server for the list sorted by quantity and shows each item's stock state", async () => {
    const fetchMock = stubApi({
      "GET /api/inventory?sort=quantity&direction=asc": json([item(1, "Hard mesh", 0), item(2, "Soft mesh", 3), item(3, "Wax", 40)]),
    });
    renderAdmin(<InventoryList />);
    await screen.findByText("Hard mesh");
    const table = screen.getByRole("grid", { name: "Inventory items" });
    expect(within(table).getByText("Out of Stock")).toBeTruthy();
    expect(within(table).getByText("Low Stock")).toBeTruthy();
    expect(within(table).getByText("In Stock")).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends the chosen filters to the server", async () => {
    const fetchMock = stubApi({
      "GET /api/inventory?sort=quantity&direction=asc": json([item(1, "Hard mesh", 0)]),
      "GET /api/inventory?sort=quantity&direction=asc&stock=out": json([item(1, "Hard mesh", 0)]),
    });
    renderAdmin(<InventoryList />);
    await screen.findByText("Hard mesh");
    const stock = hiddenSelect("Stock level");
    act(() => {
      fireEvent.change(stock, { target: { value: "out" } });
    });
    await waitFor(() => expect(fetchMock.mock.calls.map((call) => String(call[0]))).toContain("/api/inventory?sort=quantity&direction=asc&stock=out"));
  });

  it("switches to the grid view", async () => {
    stubApi({ "GET /api/inventory?sort=quantity&direction=asc": json([item(1, "Hard mesh", 9)]) });
    renderAdmin(<InventoryList />);
    await screen.findByText("Hard mesh");
    fireEvent.click(screen.getByRole("radio", { name: "Grid" }));
    const list = await screen.findByRole("list", { name: "Inventory items" });
    expect(within(list).getByRole("heading", { name: "Hard mesh" })).toBeTruthy();
    expect(within(list).getByText("In Stock")).toBeTruthy();
  });

  it("shows the fetch error with Retry", async () => {
    stubApi({ "GET /api/inventory?sort=quantity&direction=asc": () => new Response("", { status: 500 }) });
    renderAdmin(<InventoryList />);
    expect(await screen.findByText("Failed to fetch inventory items")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Retry" })).toBeTruthy();
  });

  it("deletes an item after confirmation", async () => {
    const fetchMock = stubApi({
      "GET /api/inventory?sort=quantity&direction=asc": json([item(4, "Old wax", 2)]),
      "DELETE /api/inventory/4": json({ message: "Inventory item deleted", id: 4 }),
    });
    renderAdmin(<InventoryList />);
    fireEvent.click(await screen.findByRole("button", { name: "Delete Old wax" }));
    const dialog = await screen.findByRole("dialog");
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(toastQueue.visible[0]).toMatchObject({ title: "Inventory item deleted" }));
    expect(fetchMock.mock.calls.some((call) => call[1]?.method === "DELETE")).toBe(true);
  });
});
