import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { BOTH_REQUIRED, PAYMENT_LINK_INVALID } from "@stringing/core/content/payment-setting";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { PaymentSettingsPanel } from "./payment-settings-panel.tsx";

const setting = (id: number, serviceName: string, paymentLink: string) => ({ id, serviceName, paymentLink, updatedAt: "2026-01-01T00:00:00.000Z" });

const writes = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method && init.method !== "GET")
    .map(([url, init]) => [`${init?.method} ${String(url)}`, JSON.parse(String(init?.body ?? "null"))]);

const addForm = () => screen.getByRole("form", { name: "Add payment setting" });
const type = (scope: HTMLElement, label: string, value: string) => fireEvent.change(within(scope).getByLabelText(label), { target: { value } });

describe("PaymentSettingsPanel", () => {
  it("says once what the new link lacks, sends nothing until both are right, then adds it trimmed and empties the form", async () => {
    const fetchMock = stubApi({
      "GET /api/services": json([]),
      "GET /api/payment-settings": json([]),
      "POST /api/payment-settings": json(setting(6, "Legacy", "https://pay.example.com/l"), 201),
    });
    renderAdmin(<PaymentSettingsPanel />);
    await screen.findByText("No other payment links");
    type(addForm(), "Service Name", "Legacy");
    fireEvent.click(within(addForm()).getByRole("button", { name: "Add Payment Setting" }));
    await waitFor(() => expect(toastQueue.visible[0]).toMatchObject({ title: "Error", description: BOTH_REQUIRED }));
    expect(within(addForm()).queryByText(BOTH_REQUIRED)).toBeNull();

    type(addForm(), "Payment Link", "not a link");
    fireEvent.click(within(addForm()).getByRole("button", { name: "Add Payment Setting" }));
    await waitFor(() => expect(toastQueue.visible.some((toast) => toast.description === PAYMENT_LINK_INVALID)).toBe(true));
    expect(writes(fetchMock)).toEqual([]);

    type(addForm(), "Service Name", " Legacy ");
    type(addForm(), "Payment Link", " https://pay.example.com/l ");
    fireEvent.click(within(addForm()).getByRole("button", { name: "Add Payment Setting" }));
    await waitFor(() =>
      expect(writes(fetchMock)).toEqual([["POST /api/payment-settings", { serviceName: "Legacy", paymentLink: "https://pay.example.com/l" }]]),
    );
    await waitFor(() => expect((within(addForm()).getByLabelText("Service Name") as HTMLInputElement).value).toBe(""));
    expect((within(addForm()).getByLabelText("Payment Link") as HTMLInputElement).value).toBe("");
  });

  it("edits a link in a dialog that says what is wrong beside its buttons", async () => {
    const fetchMock = stubApi({
      "GET /api/services": json([]),
      "GET /api/payment-settings": json([setting(7, "Legacy", "https://pay.example.com/old")]),
      "PUT /api/payment-settings/7": json(setting(7, "Legacy", "https://pay.example.com/new")),
    });
    renderAdmin(<PaymentSettingsPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "Edit Legacy" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Payment Setting" });
    type(dialog, "Payment Link", "");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Payment Setting" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe(BOTH_REQUIRED);
    type(dialog, "Payment Link", "https://pay.example.com/new");
    fireEvent.click(within(dialog).getByRole("button", { name: "Save Payment Setting" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(writes(fetchMock)).toEqual([["PUT /api/payment-settings/7", { serviceName: "Legacy", paymentLink: "https://pay.example.com/new" }]]);
  });
});
