import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../testing/render-admin.tsx";
import App from "./app.tsx";

const adminUser = { id: 1, username: "ada", name: "Ada Admin", email: "ada@example.com", role: "admin" };

describe("the admin gate", () => {
  it("shows a spinner while the session check is pending", () => {
    stubApi({ "GET /api/user": () => "never" });
    renderAdmin(<App />, { path: "/admin/dashboard" });
    expect(screen.getByText("Checking your session")).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Dashboard" })).toBeNull();
  });

  it("redirects to /auth when the session check answers 401", async () => {
    stubApi({ "GET /api/user": json({ message: "Not signed in" }, 401) });
    const { currentPath } = renderAdmin(<App />, { path: "/admin/orders" });
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(await screen.findByText("Log in to access the admin dashboard")).toBeTruthy();
  });

  it("counts a failed session check as signed out", async () => {
    stubApi({ "GET /api/user": () => Promise.reject(new TypeError("Failed to fetch")) });
    const { currentPath } = renderAdmin(<App />, { path: "/admin" });
    await waitFor(() => expect(currentPath()).toBe("/auth"));
  });

  it("shows Access Denied to a signed-in user who is not an admin", async () => {
    stubApi({ "GET /api/user": json({ ...adminUser, role: "user" }) });
    renderAdmin(<App />, { path: "/admin/dashboard" });
    expect(await screen.findByRole("heading", { name: "Access Denied" })).toBeTruthy();
    expect(screen.getByText("Admin privileges required to access this area.")).toBeTruthy();
  });

  it("sends a signed-in admin from /auth to /admin/dashboard", async () => {
    stubApi({ "GET /api/user": json(adminUser) });
    const { currentPath } = renderAdmin(<App />, { path: "/auth" });
    await waitFor(() => expect(currentPath()).toBe("/admin/dashboard"));
    expect(await screen.findByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    expect(screen.getAllByText("Ada Admin").length).toBeGreaterThan(0);
  });

  it("renders the page title of each admin route and 404 text for unknown ones", async () => {
    stubApi({ "GET /api/user": json(adminUser) });
    renderAdmin(<App />, { path: "/admin/xyz" });
    expect(await screen.findByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeTruthy();
  });

  it("shows the sidebar links to every admin page", async () => {
    stubApi({ "GET /api/user": json(adminUser) });
    renderAdmin(<App />, { path: "/admin/settings" });
    expect(await screen.findByRole("heading", { level: 1, name: "Admin Settings" })).toBeTruthy();
    const nav = screen.getAllByRole("navigation", { name: "Admin" })[0]!;
    const links = Array.from(nav.querySelectorAll("a")).map((a) => [a.textContent, a.getAttribute("href")]);
    expect(links).toEqual([
      ["Dashboard", "/admin/dashboard"],
      ["Orders", "/admin/orders"],
      ["Inventory", "/admin/inventory"],
      ["Customers", "/admin/customers"],
      ["Marketing", "/admin/marketing"],
      ["Inbox", "/admin/inbox"],
      ["Activity", "/admin/activity"],
      ["Settings", "/admin/settings"],
    ]);
    expect(nav.querySelector('[aria-current="page"]')?.textContent).toBe("Settings");
  });
});
