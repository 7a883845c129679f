import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { SetupChecklist } from "./setup-checklist.tsx";

const KEYS = ["shop-address", "owner-email", "public-url", "service-prices", "payment-links", "mail-provider", "shipping-origin"];

describe("the dashboard's setup checklist", () => {
  it("lists each step, ticks the done ones and links each open one to where it is fixed", async () => {
    stubApi({ "GET /api/setup": json({ items: KEYS.map((key) => ({ key, done: key === "service-prices" })) }) });
    renderAdmin(<SetupChecklist />);
    const steps = await screen.findByRole("list", { name: "Setup steps" });
    expect(screen.getByRole("heading", { name: "Set up your shop" })).toBeTruthy();
    expect(screen.getByText("6 of 7 steps left before players can order and pay without surprises.")).toBeTruthy();
    const items = within(steps).getAllByRole("listitem");
    expect(items.map((item) => item.textContent?.split(/[.(]/)[0]?.replace(/^[✓○]/, "").trim())).toEqual([
      "Shop address",
      "Your e-mail",
      "Public address of the site",
      "Service prices",
      "Payment links",
      "Mail provider",
      "Shipping origin",
    ]);
    expect(within(items[3]!).getByText("(done)", { exact: false })).toBeTruthy();
    expect(within(items[3]!).queryByRole("link")).toBeNull();
    expect(within(steps).getByRole("link", { name: "Set payment links: Payment links" }).getAttribute("href")).toBe("/admin/settings?tab=settings");
    expect(within(steps).getByRole("link", { name: "Edit contact info: Shop address" }).getAttribute("href")).toBe("/admin/settings?tab=content");
    expect(within(steps).getAllByRole("link")).toHaveLength(6);
  });

  it("is gone once every step is done", async () => {
    const fetchMock = stubApi({ "GET /api/setup": json({ items: KEYS.map((key) => ({ key, done: true })) }) });
    renderAdmin(<SetupChecklist />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole("heading", { name: "Set up your shop" })).toBeNull();
  });
});
