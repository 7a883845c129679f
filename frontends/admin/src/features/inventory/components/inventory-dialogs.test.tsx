import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { CATEGORY_MESSAGE, NAME_MESSAGE, THRESHOLD_MESSAGE } from "@stringing/core/inventory/inventory-item";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { BatchImportDialog } from "./batch-import-dialog.tsx";
import { InventoryItemDialog } from "./inventory-item-dialog.tsx";

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url, init]) => [String(url), JSON.parse(String(init?.body))]);

/** react-aria's Select keeps a hidden native <select> in sync; changing it picks the option. */
const pick = (label: string, value: string) => {
  const select = screen.getByText(label, { selector: "span" }).parentElement?.querySelector("select");
  if (!select) throw new Error(`no select for ${label}`);
  act(() => {
    fireEvent.change(select, { target: { value } });
  });
};

describe("InventoryItemDialog", () => {
  it("checks with core's messages, keeps what was typed, and adds the item with the defaults for emptied numbers", async () => {
    const fetchMock = stubApi({ "POST /api/inventory": json({ id: 1, name: "Hard mesh", category: "mesh", quantity: 0, threshold: 5 }, 201) });
    const onClose = vi.fn();
    renderAdmin(<InventoryItemDialog onClose={onClose} />);
    const dialog = screen.getByRole("dialog", { name: "Quick Add Inventory Item" });
    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: "H" } });
    fireEvent.change(within(dialog).getByLabelText("Low stock threshold"), { target: { value: "0" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Item" }));
    expect(await within(dialog).findByText(NAME_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText(CATEGORY_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByText(THRESHOLD_MESSAGE)).toBeTruthy();
    expect((within(dialog).getByLabelText("Name") as HTMLInputElement).value).toBe("H");
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Name"), { target: { value: " Hard mesh " } });
    pick("Category", "mesh");
    fireEvent.change(within(dialog).getByLabelText("Quantity"), { target: { value: "" } });
    fireEvent.change(within(dialog).getByLabelText("Low stock threshold"), { target: { value: "" } });
    await waitFor(() => expect(within(dialog).queryByText(NAME_MESSAGE)).toBeNull());
    fireEvent.click(within(dialog).getByRole("button", { name: "Add Item" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(posts(fetchMock)).toEqual([["/api/inventory", { name: "Hard mesh", category: "mesh", quantity: 0, threshold: 5 }]]);
  });
});

describe("BatchImportDialog", () => {
  it("says an empty paste is empty, then shows the server's refusal of a line under the field with the text kept", async () => {
    const fetchMock = stubApi({ "POST /api/inventory/batch-import": json({ message: "Line 2: Please select a category." }, 400) });
    renderAdmin(<BatchImportDialog onClose={() => {}} />);
    const dialog = screen.getByRole("dialog", { name: "Batch Import Inventory" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await within(dialog).findByText("CSV data must not be empty")).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    const csv = "name,category,quantity,threshold\nHard mesh,nope,1,1";
    fireEvent.change(within(dialog).getByLabelText("CSV data"), { target: { value: csv } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Import" }));
    expect(await within(dialog).findByText("Line 2: Please select a category.", { selector: "span" })).toBeTruthy();
    expect(within(dialog).getByLabelText("CSV data").getAttribute("aria-invalid")).toBe("true");
    expect((within(dialog).getByLabelText("CSV data") as HTMLTextAreaElement).value).toBe(csv);
    expect(posts(fetchMock)).toEqual([["/api/inventory/batch-import", { csvData: csv }]]);
  });
});
