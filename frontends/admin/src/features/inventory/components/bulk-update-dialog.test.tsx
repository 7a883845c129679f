import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { BulkUpdateDialog } from "./bulk-update-dialog.tsx";

const item = (id: number) => ({
  id,
  name: `Mesh ${id}`,
  category: "mesh",
  quantity: 2,
  threshold: 5,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
});

/** react-aria's Select keeps a hidden native <select> in sync; changing it picks the option. */
const pick = (label: string, value: string) => {
  const select = screen.getByText(label, { selector: "span" }).parentElement?.querySelector("select");
  if (!select) throw new Error(`no select for ${label}`);
  act(() => {
    fireEvent.change(select, { target: { value } });
  });
};

describe("BulkUpdateDialog", () => {
  it("says how many items of the chosen category it will touch", async () => {
    stubApi({ "GET /api/inventory?sort=quantity&direction=asc&category=mesh": json([item(1), item(2), item(3)]) });
    renderAdmin(<BulkUpdateDialog onClose={() => {}} />);
    expect(screen.getByRole("button", { name: "Update Items" })).toBeTruthy();
    pick("Category", "mesh");
    expect(await screen.findByRole("button", { name: "Add to 3 items" })).toBeTruthy();
    pick("Operation", "set");
    await waitFor(() => expect(screen.getByRole("button", { name: "Set quantity for 3 items" })).toBeTruthy());
  });
});
