import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NEED_STRINGS } from "@stringing/core/orders/order-form";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { MaterialsPanel } from "./materials-panel.tsx";

const INVENTORY = "GET /api/inventory?sort=quantity&direction=asc";
const item = (id: number, name: string) => ({ id, name, category: "mesh", quantity: 4, threshold: 1, createdAt: "", updatedAt: "" });
const puts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "PUT").map(([, init]) => JSON.parse(String(init?.body)));

/** react-aria's Select keeps a hidden native <select> in sync; changing it picks the option. */
const pick = (form: HTMLElement, label: string, value: string) => {
  const select = within(form).getByText(label, { selector: "span, label" }).parentElement?.querySelector("select");
  if (!select) throw new Error(`no select for ${label}`);
  act(() => {
    fireEvent.change(select, { target: { value } });
  });
};

describe("MaterialsPanel", () => {
  it("reads the rules as sentences, adds one from the real choices, changes a quantity, removes one, and saves the whole list", async () => {
    const fetchMock = stubApi({
      "GET /api/materials/rules": json([
        { field: "serviceName", equals: "Mesh Pocket", itemId: 1, quantity: 1 },
        { field: "headType", equals: "STX Hammer", itemId: 2, quantity: 1 },
      ]),
      [INVENTORY]: json([item(1, "Hero 3.0 mesh"), item(2, "shooter string"), item(3, "string kit")]),
      "GET /api/services": json([{ id: 1, name: "Mesh Pocket" }]),
      "PUT /api/materials/rules": (init) => Response.json(JSON.parse(String(init?.body))),
    });
    renderAdmin(<MaterialsPanel />);
    const list = await screen.findByRole("list", { name: "Materials rules" });
    expect(within(list).getByText("Mesh Pocket (service) → 1 × Hero 3.0 mesh")).toBeTruthy();
    expect(within(list).getByText("head: STX Hammer → 1 × shooter string")).toBeTruthy();

    const form = screen.getByRole("form", { name: "Add a rule" });
    pick(form, "Order field", "stringOption");
    pick(form, "Value", NEED_STRINGS);
    pick(form, "Inventory item", "3");
    fireEvent.click(within(form).getByRole("button", { name: "Add rule" }));
    expect(await within(list).findByText(`strings: ${NEED_STRINGS} → 1 × string kit`)).toBeTruthy();

    fireEvent.change(screen.getByRole("spinbutton", { name: "Quantity of shooter string for head: STX Hammer" }), { target: { value: "2" } });
    expect(within(list).getByText("head: STX Hammer → 2 × shooter string")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Remove rule: Mesh Pocket (service) → 1 × Hero 3.0 mesh" }));
    expect(within(list).queryByText(/Mesh Pocket \(service\)/)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Save rules" }));
    await waitFor(() =>
      expect(puts(fetchMock)).toEqual([
        [
          { field: "headType", equals: "STX Hammer", itemId: 2, quantity: 2 },
          { field: "stringOption", equals: NEED_STRINGS, itemId: 3, quantity: 1 },
        ],
      ]),
    );
  });

  it("refuses a repeated rule and a quantity of 0 before sending, and shows the server's refusal under the rule", async () => {
    const fetchMock = stubApi({
      "GET /api/materials/rules": json([{ field: "serviceName", equals: "Mesh Pocket", itemId: 1, quantity: 1 }]),
      [INVENTORY]: json([item(1, "Hero 3.0 mesh")]),
      "GET /api/services": json([{ id: 1, name: "Mesh Pocket" }]),
      "PUT /api/materials/rules": json({ message: "No such inventory item.", errors: { "0.itemId": "No such inventory item." } }, 400),
    });
    renderAdmin(<MaterialsPanel />);
    const form = await screen.findByRole("form", { name: "Add a rule" });
    pick(form, "Value", "Mesh Pocket");
    pick(form, "Inventory item", "1");
    fireEvent.click(within(form).getByRole("button", { name: "Add rule" }));
    expect(await within(form).findByText("This rule is already listed: change its quantity there instead.")).toBeTruthy();

    const quantity = screen.getByRole("spinbutton", { name: "Quantity of Hero 3.0 mesh for Mesh Pocket (service)" });
    fireEvent.change(quantity, { target: { value: "0" } });
    fireEvent.click(screen.getByRole("button", { name: "Save rules" }));
    expect(await screen.findByText("Quantity must be a whole number of at least 1.")).toBeTruthy();
    expect(quantity.getAttribute("aria-invalid")).toBe("true");
    expect(puts(fetchMock)).toEqual([]);

    fireEvent.change(quantity, { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "Save rules" }));
    const list = screen.getByRole("list", { name: "Materials rules" });
    expect(await within(list).findByText("No such inventory item.")).toBeTruthy();
    expect(puts(fetchMock)).toEqual([[{ field: "serviceName", equals: "Mesh Pocket", itemId: 1, quantity: 3 }]]);
  });

  it("says when there is no rule yet, and offers a retry when the rules cannot be loaded", async () => {
    stubApi({ "GET /api/materials/rules": json([]), [INVENTORY]: json([]), "GET /api/services": json([]) });
    const { unmount } = renderAdmin(<MaterialsPanel />);
    expect(await screen.findByText("No materials rules yet")).toBeTruthy();
    unmount();

    stubApi({ "GET /api/materials/rules": json({ message: "Database down" }, 500), [INVENTORY]: json([]), "GET /api/services": json([]) });
    renderAdmin(<MaterialsPanel />);
    expect(await screen.findByText("Database down")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Retry/ })).toBeTruthy();
  });
});
