import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { ItemHistoryDialog } from "./item-history-dialog.tsx";

const item = { id: 7, name: "Hero 3.0 mesh", category: "mesh", quantity: 2, threshold: 1, createdAt: "", updatedAt: "" };
const entry = (id: number, description: string, orderId: number | null) => ({
  id,
  inventoryId: 7,
  actionType: "remove",
  quantityBefore: 3,
  quantityAfter: 2,
  description,
  actionBy: "owner",
  timestamp: "2026-11-29T10:00:00.000Z",
  orderId,
});

describe("ItemHistoryDialog", () => {
  it("links a row that names an order to that order's page, and no other row", async () => {
    stubApi({ "GET /api/inventory/7/history": json([entry(2, "Used 1 for order #69 (3 → 2)", 69), entry(1, "Restocked", null)]) });
    const { currentPath } = renderAdmin(<ItemHistoryDialog item={item} onClose={() => {}} />, { path: "/admin/inventory" });
    const list = await screen.findByRole("list", { name: "History entries" });
    const [used, restocked] = within(list).getAllByRole("listitem");
    expect(within(restocked!).queryByRole("link")).toBeNull();
    const link = within(used!).getByRole("link", { name: "Order #69" });
    expect(link.getAttribute("href")).toBe("/admin/orders/69");
    fireEvent.click(link);
    expect(currentPath()).toBe("/admin/orders/69");
  });
});
