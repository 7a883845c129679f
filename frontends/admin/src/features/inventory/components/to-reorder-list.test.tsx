import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { ToReorderList } from "./to-reorder-list.tsx";

const need = (itemId: number, name: string, quantity: number, threshold: number, needed: number) => ({ itemId, name, quantity, threshold, needed });

describe("ToReorderList", () => {
  it("lists each item with what is left, what the open orders need, and out of stock or short in words", async () => {
    stubApi({
      "GET /api/materials/needs": json([
        need(1, "Hero 3.0 mesh", 0, 2, 3),
        need(2, "shooter string", 3, 5, 0),
        need(3, "sidewall string", 9, 2, 4),
        need(4, "ECD mesh", 1, 1, 2),
      ]),
    });
    renderAdmin(<ToReorderList />);
    const list = await screen.findByRole("list", { name: "Items to reorder" });
    const rows = within(list).getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "Hero 3.0 meshOut of stock (threshold 2)Needs 3 for open orders: short by 3",
      "shooter string3 left (threshold 5)",
      "sidewall string9 left (threshold 2)Needs 4 for open orders",
      "ECD mesh1 left (threshold 1)Needs 2 for open orders: short by 1",
    ]);
  });

  it("says when nothing needs reordering, and shows the server's message when the list cannot be read", async () => {
    stubApi({ "GET /api/materials/needs": json([]) });
    const { unmount } = renderAdmin(<ToReorderList />);
    expect(await screen.findByText("Nothing to reorder: every item is above its threshold and no open order needs more.")).toBeTruthy();
    unmount();
    stubApi({ "GET /api/materials/needs": json({ message: "Database down" }, 500) });
    renderAdmin(<ToReorderList />);
    expect(await screen.findByText("Database down")).toBeTruthy();
  });
});
