import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { SettingsPage } from "./settings-page.tsx";
import { ServicesPanel } from "./services-panel.tsx";

const service = {
  id: 7,
  name: "Mesh Pocket",
  icon: "bolt",
  description: "Modern mesh pockets.",
  features: ["Channel tuned"],
  price: 4999,
  priceDisplay: null,
  iconBg: "secondary",
  visible: true,
  updatedAt: "2026-01-01T00:00:00.000Z",
};

describe("SettingsPage", () => {
  it("has the heading, the subtitle and nine tabs starting on Content", async () => {
    stubApi({ "GET /api/content": json([]) });
    renderAdmin(<SettingsPage />);
    expect(screen.getByRole("heading", { level: 1, name: "Admin Settings" })).toBeTruthy();
    expect(screen.getByText("Manage website content, testimonials, services, and system settings")).toBeTruthy();
    const tabs = screen.getAllByRole("tab");
    expect(tabs.map((t) => t.textContent)).toEqual(["Content", "Testimonials", "Services", "Featured", "Events", "Social", "Shop", "Workshop", "Settings"]);
    expect(tabs[0]!.getAttribute("aria-selected")).toBe("true");
    await screen.findByText("Section Manager");
  });
});

describe("service form", () => {
  it("lists the price the site's card shows, not the cents behind it", async () => {
    stubApi({ "GET /api/services": json([service, { ...service, id: 9, name: "Pro Custom", price: 0, priceDisplay: "Contact for pricing" }]) });
    renderAdmin(<ServicesPanel />);
    const pro = (await screen.findByText("Pro Custom")).closest("[role=row]") as HTMLElement;
    expect(within(pro).getByText("Contact for pricing")).toBeTruthy();
    expect(within(pro).queryByText("$0.00")).toBeNull();
    // No price display: the site's card shows no price, and neither does the list.
    const mesh = screen.getByText("Mesh Pocket").closest("[role=row]") as HTMLElement;
    expect(within(mesh).getByText("None shown")).toBeTruthy();
    expect(within(mesh).queryByText("$49.99")).toBeNull();
  });

  it("shows cents as dollars in the form, sends dollars as cents, and titles the dialog", async () => {
    const fetchMock = stubApi({
      "GET /api/services": json([service]),
      "PUT /api/services/7": (init) => Response.json({ ...service, ...JSON.parse(String(init?.body)) }),
      "POST /api/services": (init) => Response.json({ ...service, id: 8, ...JSON.parse(String(init?.body)) }, { status: 201 }),
    });
    renderAdmin(<ServicesPanel />);
    const row = (await screen.findByText("Mesh Pocket")).closest("[role=row]") as HTMLElement;
    expect(within(row).queryByRole("button", { name: /Delete/ })).toBeNull();

    fireEvent.click(within(row).getByRole("button", { name: "Edit Mesh Pocket" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Service" });
    const price = within(dialog).getByLabelText("Price ($)") as HTMLInputElement;
    expect(price.value).toBe("49.99");
    expect(price.getAttribute("step")).toBe("0.01");
    fireEvent.change(price, { target: { value: "12.5" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Service" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === "PUT")!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ name: "Mesh Pocket", price: 1250, features: ["Channel tuned"] });

    fireEvent.click(screen.getByRole("button", { name: "Add Service" }));
    const add = await screen.findByRole("dialog", { name: "Add New Service" });
    expect((within(add).getByLabelText("Service Name") as HTMLInputElement).value).toBe("");
    fireEvent.click(within(add).getByRole("button", { name: "Save Service" }));
    expect(await within(add).findByText("Service name is required")).toBeTruthy();
    fireEvent.change(within(add).getByLabelText("Service Name"), { target: { value: "Restring" } });
    fireEvent.change(within(add).getByLabelText("Description"), { target: { value: "Full restring." } });
    fireEvent.change(within(add).getByLabelText("Price ($)"), { target: { value: "not a price" } });
    fireEvent.click(within(add).getByRole("button", { name: "Save Service" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(post[1]!.body))).toMatchObject({ name: "Restring", price: 0 });
  });

  it("keeps the dialog open with the error when the save fails", async () => {
    stubApi({
      "GET /api/services": json([]),
      "POST /api/services": json({ message: "Service name already exists" }, 409),
    });
    renderAdmin(<ServicesPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Add Service" }));
    const add = await screen.findByRole("dialog", { name: "Add New Service" });
    fireEvent.change(within(add).getByLabelText("Service Name"), { target: { value: "Restring" } });
    fireEvent.change(within(add).getByLabelText("Description"), { target: { value: "Full restring." } });
    fireEvent.click(within(add).getByRole("button", { name: "Save Service" }));
    expect(await within(add).findByText("Failed to save service: Service name already exists")).toBeTruthy();
    expect(toastQueue.visible[0]).toMatchObject({ title: "Error adding service", variant: "destructive" });
    expect((within(add).getByLabelText("Service Name") as HTMLInputElement).value).toBe("Restring");
  });
});
