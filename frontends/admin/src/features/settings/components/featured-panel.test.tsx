import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { FeaturedPanel } from "./featured-panel.tsx";

const item = {
  id: 3,
  name: "Black Mark 2",
  description: "Mesh pocket, mid.",
  price: 12999,
  priceDisplay: "$129.99",
  image: "https://example.com/stick.jpg",
  visible: true,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("featured item form", () => {
  it("takes the price in dollars and sends integer cents", async () => {
    const fetchMock = stubApi({
      "GET /api/featured": json([item]),
      "PUT /api/featured/3": (init) => Response.json({ ...item, ...JSON.parse(String(init?.body)) }),
    });
    renderAdmin(<FeaturedPanel />);
    const row = (await screen.findByText("Black Mark 2")).closest("[role=row]") as HTMLElement;
    fireEvent.click(within(row).getByRole("button", { name: "Edit Black Mark 2" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Featured Item" });
    const price = within(dialog).getByLabelText("Price ($)") as HTMLInputElement;
    expect(price.value).toBe("129.99");
    expect(price.getAttribute("step")).toBe("0.01");
    fireEvent.change(price, { target: { value: "89.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Featured Item" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ name: "Black Mark 2", price: 8950 });
  });
});
