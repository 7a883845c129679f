import { fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { onServiceChosen } from "../../../lib/chosen-service.ts";
import { renderWithApi } from "../../../testing/render-with-api.tsx";
import { ServicesSection } from "./services-section.tsx";

const service = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Service ${id}`,
  description: `About ${id}`,
  features: ["Fast", "Careful"],
  price: 2500,
  priceDisplay: "$25",
  icon: "bolt",
  iconBg: "secondary",
  visible: true,
  ...extra,
});

async function columnsWith(list: unknown[]) {
  const view = renderWithApi(<ServicesSection />, { "/api/services": list });
  const grid = await screen.findByRole("list", { name: "Services" });
  const columns = grid.getAttribute("data-columns");
  view.unmount();
  return columns;
}

describe("ServicesSection", () => {
  it("lays the cards out in 1, 2 or 3 columns by the number of visible services", async () => {
    expect(await columnsWith([service(1)])).toBe("1");
    expect(await columnsWith([service(1), service(2), service(3, { visible: false })])).toBe("2");
    expect(await columnsWith([service(1), service(2), service(3), service(4)])).toBe("3");
  });

  it("shows name, description, features, price text and an Order Now button", async () => {
    renderWithApi(<ServicesSection />, { "/api/services": [service(1)] });
    const card = (await screen.findByRole("heading", { name: "Service 1" })).closest("article")!;
    expect(within(card).getByText("About 1")).toBeTruthy();
    expect(within(card).getByText("Fast")).toBeTruthy();
    expect(within(card).getByText("$25")).toBeTruthy();
    expect(within(card).getByRole("button", { name: /Order Now/ })).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Our Services" })).toBeTruthy();
    expect(screen.getByText("Custom Stringing Solutions")).toBeTruthy();
  });

  it("falls back silently to the three built-in services", async () => {
    renderWithApi(<ServicesSection />, { "/api/services": () => new Response("boom", { status: 500 }) });
    for (const name of ["Traditional Pocket", "Mesh Pocket", "Pro Custom Stringing"]) expect(await screen.findByRole("heading", { name })).toBeTruthy();
    expect(screen.getAllByText("Contact for pricing")).toHaveLength(3);
    expect(screen.getByRole("alert").textContent).toBe("");
  });

  it("hands the card's service to the order form on Order Now", async () => {
    renderWithApi(<ServicesSection />, { "/api/services": [service(1), service(2)] });
    const chosen = vi.fn();
    const stop = onServiceChosen(chosen);
    fireEvent.click(await screen.findByRole("button", { name: "Order Now: Service 2" }));
    stop();
    expect(chosen).toHaveBeenCalledExactlyOnceWith("Service 2");
  });
});
