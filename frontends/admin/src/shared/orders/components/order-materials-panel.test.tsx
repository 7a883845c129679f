import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { NOTHING_TAKEN, OrderMaterialsPanel } from "./order-materials-panel.tsx";

describe("OrderMaterialsPanel", () => {
  it("lists what the order took, a shortage in words beside its item", () => {
    render(
      <OrderMaterialsPanel
        order={{
          id: 69,
          materials: [
            { itemId: 1, name: "Hero 3.0 mesh", quantity: 1, short: 0 },
            { itemId: 2, name: "shooter string", quantity: 2, short: 1 },
          ],
        }}
      />,
    );
    const panel = screen.getByRole("region", { name: "Materials used" });
    expect(panel.textContent).toBe("Materials used1 × Hero 3.0 mesh, 2 × shooter string (short 1)");
    expect(screen.getByText("(short 1)", { exact: false }).textContent).toBe(" (short 1)");
  });

  it("says nothing is taken until the order starts", () => {
    render(<OrderMaterialsPanel order={{ id: 70, materials: [] }} />);
    expect(screen.getByRole("region", { name: "Materials used" }).textContent).toContain(NOTHING_TAKEN);
  });
});
