import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { canUpdateStatus, statusChangeWarnings, statusUpdateRequest } from "../order-status-rules.ts";
import { OrderStatusPanel } from "./order-status-panel.tsx";

const order = apiOrder({ serviceName: "Full restring", servicePrice: 5000 });

const pickStatus = (value: string) => {
  const select = screen.getByText("Status", { selector: "span" }).parentElement!.querySelector("select")!;
  act(() => {
    fireEvent.change(select, { target: { value } });
  });
};
const updateButton = () => screen.getByRole("button", { name: /^Update/ });

describe("order status rules", () => {
  it("allows an update only when the status changed and nothing is saving", () => {
    expect(canUpdateStatus("pending", "pending", false)).toBe(false);
    expect(canUpdateStatus("pending", "shipped", false)).toBe(true);
    expect(canUpdateStatus("pending", "shipped", true)).toBe(false);
  });

  it("uses the shipping update only for shipped with a tracking number, and always names the status shown", () => {
    expect(statusUpdateRequest(4, "in_progress", "shipped", " 1Z9 ")).toEqual({
      id: 4,
      via: "shipping",
      body: { trackingNumber: "1Z9", status: "shipped", expectedStatus: "in_progress" },
      successTitle: "Order shipped",
    });
    expect(statusUpdateRequest(4, "pending", "shipped", "  ")).toEqual({
      id: 4,
      via: "status",
      body: { status: "shipped", expectedStatus: "pending" },
      successTitle: "Order updated",
    });
    expect(statusUpdateRequest(4, "shipped", "completed", "1Z9")).toEqual({
      id: 4,
      via: "status",
      body: { status: "completed", expectedStatus: "shipped" },
      successTitle: "Order updated",
    });
  });

  it.each([
    ["pending", "unpaid", "in_progress", []],
    ["in_progress", "paid", "shipped", []],
    ["shipped", "paid", "completed", []],
    ["in_progress", "unpaid", "completed", ["It skips Shipped (no shipment is recorded).", "It is not paid."]],
    ["pending", "paid", "completed", ["It skips In Progress and Shipped (no shipment is recorded)."]],
    ["pending", "unpaid", "shipped", ["It skips In Progress."]],
    ["shipped", "partially_paid", "completed", ["It is only partly paid."]],
    ["shipped", "paid", "in_progress", ["It moves the order back from Shipped."]],
    ["completed", "refunded", "in_progress", ["It moves the order back from Completed."]],
    ["cancelled", "paid", "in_progress", ["It reopens a cancelled order."]],
  ] as const)("from %s (%s) to %s names %j", (status, paymentStatus, target, warnings) => {
    expect(statusChangeWarnings({ status, paymentStatus }, target)).toEqual(warnings);
  });
});

describe("OrderStatusPanel", () => {
  it("is disabled while unchanged; shipped reveals the tracking number and ships through the shipping update", async () => {
    const fetchMock = stubApi({ "PATCH /api/orders/12/shipping": json({ ...order, status: "shipped", trackingNumber: "1Z999" }) });
    const onUpdated = vi.fn();
    renderAdmin(<OrderStatusPanel order={order} onUpdated={onUpdated} />);
    expect(updateButton().hasAttribute("disabled")).toBe(true);
    expect(screen.queryByLabelText("Tracking number")).toBeNull();

    pickStatus("shipped");
    expect(updateButton().hasAttribute("disabled")).toBe(false);
    fireEvent.change(screen.getByLabelText("Tracking number"), { target: { value: "1Z999" } });
    fireEvent.click(updateButton());

    await waitFor(() => expect(onUpdated).toHaveBeenCalled());
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ trackingNumber: "1Z999", status: "shipped", expectedStatus: "pending" });
    expect(toastQueue.visible[0]).toMatchObject({ title: "Order shipped" });
  });

  it("uses the plain status update otherwise and reports failures", async () => {
    const fetchMock = stubApi({ "PATCH /api/orders/12": () => new Response("", { status: 500 }) });
    renderAdmin(<OrderStatusPanel order={order} onUpdated={() => {}} />);
    pickStatus("in_progress");
    fireEvent.click(updateButton());
    await waitFor(() => expect(toastQueue.visible[0]).toMatchObject({ title: "Error updating order", variant: "destructive" }));
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({ status: "in_progress", expectedStatus: "pending" });
  });
});
