import { fireEvent, screen, waitFor } from "@testing-library/react";
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

  it("redirects to /auth when the session check answers 401, remembering the page asked for", async () => {
    stubApi({ "GET /api/user": json({ message: "Not signed in" }, 401) });
    const { currentPath } = renderAdmin(<App />, { path: "/admin/orders" });
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    expect(await screen.findByText("Log in to access the admin dashboard")).toBeTruthy();
  });

  it("leads back to the order asked for after signing in", async () => {
    stubApi({ "GET /api/user": json({ message: "Not signed in" }, 401), "POST /api/login": json(adminUser) });
    const { currentPath } = renderAdmin(<App />, { path: "/admin/orders/12" });
    await waitFor(() => expect(currentPath()).toBe("/auth"));
    fireEvent.change(await screen.findByLabelText(/Username/), { target: { value: "ada" } });
    fireEvent.change(screen.getByLabelText(/Password/), { target: { value: "secret" } });
    fireEvent.click(screen.getByRole("button", { name: /Log in/i }));
    await waitFor(() => expect(currentPath()).toBe("/admin/orders/12"));
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

  it("renders the page title of each admin route and a 404 page for people on unknown ones", async () => {
    stubApi({ "GET /api/user": json(adminUser) });
    renderAdmin(<App />, { path: "/admin/xyz" });
    expect(await screen.findByRole("heading", { level: 1, name: "This page doesn’t exist" })).toBeTruthy();
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
