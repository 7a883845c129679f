import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { ToReorderList } from "./to-reorder-list.tsx";

const item = (id: number, name: string, quantity: number, threshold: number) => ({
  id,
  name,
  category: "mesh",
  quantity,
  threshold,
  createdAt: "",
  updatedAt: "",
});

describe("ToReorderList", () => {
  it("lists every item at or below its threshold with what is left, out of stock in words", async () => {
    stubApi({ "GET /api/inventory/low": json([item(1, "Hero 3.0 mesh", 0, 2), item(2, "shooter string", 3, 5)]) });
    renderAdmin(<ToReorderList />);
    const list = await screen.findByRole("list", { name: "Items to reorder" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining("Hero 3.0 meshOut of stock (threshold 2)"),
      expect.stringContaining("shooter string3 left (threshold 5)"),
    ]);
  });

  it("says when nothing needs reordering, and shows the server's message when the list cannot be read", async () => {
    stubApi({ "GET /api/inventory/low": json([]) });
    const { unmount } = renderAdmin(<ToReorderList />);
    expect(await screen.findByText("Nothing to reorder: every item is above its threshold.")).toBeTruthy();
    unmount();
    stubApi({ "GET /api/inventory/low": json({ message: "Database down" }, 500) });
    renderAdmin(<ToReorderList />);
    expect(await screen.findByText("Database down")).toBeTruthy();
  });
});
