import { describe, expect, it } from "vitest";
import { orderIdFromPath, resolveAdminPage } from "./admin-pages.ts";

describe("resolveAdminPage", () => {
  it("maps /admin and /admin/dashboard to the dashboard", () => {
    expect(resolveAdminPage("/admin")?.title).toBe("Dashboard");
    expect(resolveAdminPage("/admin/dashboard/")?.title).toBe("Dashboard");
  });

  it("maps each section to its page title", () => {
    expect(resolveAdminPage("/admin/orders")?.title).toBe("Orders Management");
    expect(resolveAdminPage("/admin/inventory")?.title).toBe("Inventory Management");
    expect(resolveAdminPage("/admin/customers")?.title).toBe("Customer Management");
    expect(resolveAdminPage("/admin/marketing")?.title).toBe("Email Marketing");
    expect(resolveAdminPage("/admin/inbox")?.title).toBe("Inbox");
    expect(resolveAdminPage("/admin/activity")?.title).toBe("Activity Log");
    expect(resolveAdminPage("/admin/settings")?.title).toBe("Admin Settings");
  });

  it("knows no other page", () => {
    expect(resolveAdminPage("/admin/xyz")).toBeUndefined();
    expect(resolveAdminPage("/admin/orders/extra")).toBeUndefined();
  });

  it("reads an order's page, which belongs to Orders", () => {
    expect(orderIdFromPath("/admin/orders/12")).toBe(12);
    expect(orderIdFromPath("/admin/orders/12/")).toBe(12);
    expect(orderIdFromPath("/admin/orders/extra")).toBeUndefined();
    expect(orderIdFromPath("/admin/orders")).toBeUndefined();
    expect(resolveAdminPage("/admin/orders/12")?.key).toBe("orders");
  });
});
