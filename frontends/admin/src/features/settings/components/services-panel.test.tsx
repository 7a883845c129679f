import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { PaymentSettingsPanel } from "./payment-settings-panel.tsx";
import { NOT_IN_ORDER_FORM } from "./service-payment-link.tsx";
import { ServicesPanel } from "./services-panel.tsx";

const service = (id: number, name: string) => ({
  id,
  name,
  description: `${name}, strung by hand.`,
  features: [],
  price: 0,
  priceDisplay: "Contact for pricing",
  icon: "star",
  iconBg: "primary",
  visible: true,
  updatedAt: "2026-01-01T00:00:00.000Z",
});
const setting = (id: number, serviceName: string, paymentLink: string) => ({ id, serviceName, paymentLink, updatedAt: "2026-01-01T00:00:00.000Z" });

const rowOf = async (text: string) => (await screen.findByText(text)).closest("[role=row]") as HTMLElement;
const writes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => [`${init?.method} ${String(url)}`, JSON.parse(String(init?.body ?? "null"))]);

describe("a service row's payment link", () => {
  it("shows the link, or that the service is not in the order form, and adds one from the row", async () => {
    const fetchMock = stubApi({
      "GET /api/services": json([service(1, "Mesh Pocket"), service(2, "Traditional Pocket")]),
      "GET /api/payment-settings": json([setting(5, "mesh pocket", "https://pay.example.com/mesh")]),
      "POST /api/payment-settings": json(setting(6, "Traditional Pocket", "https://pay.example.com/trad"), 201),
    });
    renderAdmin(<ServicesPanel />);
    expect(within(await rowOf("Mesh Pocket")).getByText("https://pay.example.com/mesh")).toBeTruthy();
    const trad = await rowOf("Traditional Pocket");
    expect(within(trad).getByText(NOT_IN_ORDER_FORM)).toBeTruthy();
    fireEvent.click(within(trad).getByRole("button", { name: "Add link for Traditional Pocket" }));
    const dialog = await screen.findByRole("dialog", { name: "Payment Link: Traditional Pocket" });
    fireEvent.change(within(dialog).getByLabelText("Payment Link"), { target: { value: " https://pay.example.com/trad " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Payment Link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes(fetchMock)).toEqual([["POST /api/payment-settings", { serviceName: "Traditional Pocket", paymentLink: "https://pay.example.com/trad" }]]);
  });

  it("edits the existing setting under its own name, and an emptied link deletes it", async () => {
    const fetchMock = stubApi({
      "GET /api/services": json([service(1, "Mesh Pocket")]),
      "GET /api/payment-settings": json([setting(5, "mesh pocket", "https://pay.example.com/mesh")]),
      "PUT /api/payment-settings/5": json(setting(5, "mesh pocket", "https://pay.example.com/v2")),
      "DELETE /api/payment-settings/5": json({ message: "Payment setting deleted", id: 5 }),
    });
    renderAdmin(<ServicesPanel />);
    const open = async () => {
      fireEvent.click(within(await rowOf("Mesh Pocket")).getByRole("button", { name: /^(Edit|Add) link for Mesh Pocket$/ }));
      return screen.findByRole("dialog", { name: "Payment Link: Mesh Pocket" });
    };
    let dialog = await open();
    fireEvent.change(within(dialog).getByLabelText("Payment Link"), { target: { value: "https://pay.example.com/v2" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Payment Link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    dialog = await open();
    fireEvent.change(within(dialog).getByLabelText("Payment Link"), { target: { value: "  " } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Payment Link" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes(fetchMock)).toEqual([
      ["PUT /api/payment-settings/5", { serviceName: "mesh pocket", paymentLink: "https://pay.example.com/v2" }],
      ["DELETE /api/payment-settings/5", null],
    ]);
  });

  it("leaves only the links of names with no service to the payment settings panel", async () => {
    stubApi({
      "GET /api/services": json([service(1, "Mesh Pocket")]),
      "GET /api/payment-settings": json([setting(5, "Mesh Pocket", "https://pay.example.com/mesh"), setting(7, "Legacy Link", "https://pay.example.com/old")]),
    });
    renderAdmin(<PaymentSettingsPanel />);
    expect(await screen.findByText("Legacy Link")).toBeTruthy();
    expect(screen.queryByText("https://pay.example.com/mesh")).toBeNull();
  });
});
