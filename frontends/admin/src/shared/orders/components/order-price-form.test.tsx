import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { useOrder } from "../api/get-order.ts";
import type { Order } from "../order.ts";
import { PaymentPanel } from "./payment-panel.tsx";

const ORDER = {
  id: 12,
  serviceName: "Custom Pocket",
  servicePrice: 0,
  status: "pending",
  paymentStatus: "paid",
  amountPaid: 4500,
  paidAt: "2026-03-03T09:30:00.000Z",
} as Order;

/** The panel as the order's screens show it: fed by the order's live query. */
function LivePaymentPanel() {
  const order = useOrder(ORDER.id, ORDER).data;
  return order ? <PaymentPanel order={order} /> : null;
}

const pricePatches = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => url === "/api/orders/12/price" && init?.method === "PATCH").map(([, init]) => JSON.parse(String(init?.body)));

describe("setting an order's price in its payment panel", () => {
  it("refuses a bad amount without calling the server, then sets the price in cents and shows the new amount and payment status", async () => {
    let stored = ORDER;
    const fetchMock = stubApi({
      "GET /api/orders/12": () => Response.json(stored),
      "PATCH /api/orders/12/price": (init) => {
        const { servicePrice } = JSON.parse(String(init?.body)) as { servicePrice: number };
        stored = { ...stored, servicePrice, paymentStatus: "partially_paid" };
        return Response.json(stored);
      },
    });
    renderAdmin(<LivePaymentPanel />);
    const panel = await screen.findByRole("region", { name: "Payment" });
    const form = within(panel).getByRole("form", { name: "Price of order #12" });
    expect(within(form).getByText("Order price: $0.00")).toBeTruthy();
    const field = within(form).getByLabelText("New price (USD)") as HTMLInputElement;

    fireEvent.change(field, { target: { value: "forty" } });
    fireEvent.click(within(form).getByRole("button", { name: "Set price" }));
    expect(await within(form).findByText("Enter the amount in dollars, like 45.00")).toBeTruthy();
    fireEvent.change(field, { target: { value: "2000000" } });
    fireEvent.click(within(form).getByRole("button", { name: "Set price" }));
    expect(await within(form).findByText("Price must be a whole number of cents from 0 to 1,000,000.00 dollars")).toBeTruthy();
    expect(pricePatches(fetchMock)).toEqual([]);

    fireEvent.change(field, { target: { value: "$56.99" } });
    fireEvent.click(within(form).getByRole("button", { name: "Set price" }));
    await waitFor(() => expect(toastQueue.visible.at(-1)).toMatchObject({ title: "Price set", description: "Order #12 now costs $56.99." }));
    expect(pricePatches(fetchMock)).toEqual([{ servicePrice: 5699 }]);
    expect(await within(form).findByText("Order price: $56.99")).toBeTruthy();
    expect(within(panel).getByText(/Partially paid \$45\.00 of \$56\.99.*\$11\.99 still due\./)).toBeTruthy();
  });

  it("shows the server's refusal under the field", async () => {
    stubApi({
      "GET /api/orders/12": () => Response.json(ORDER),
      "PATCH /api/orders/12/price": () => Response.json({ message: "Invalid", errors: { servicePrice: "Price is too high" } }, { status: 400 }),
    });
    renderAdmin(<LivePaymentPanel />);
    const form = await screen.findByRole("form", { name: "Price of order #12" });
    fireEvent.change(within(form).getByLabelText("New price (USD)"), { target: { value: "45" } });
    fireEvent.click(within(form).getByRole("button", { name: "Set price" }));
    expect(await within(form).findByText("Price is too high")).toBeTruthy();
  });
});
