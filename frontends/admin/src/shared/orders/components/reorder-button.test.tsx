import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { ReorderButton } from "./reorder-button.tsx";

const ORDER = { id: 12, customerName: "Casey Jones" };
const PLACED = { id: 31, paymentUrl: "https://buy.stripe.com/mesh?client_reference_id=31", statusUrl: "https://shop.example/track/abc123" };

const reorderCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url, init]) => String(url) === "/api/orders/12/reorder" && init?.method === "POST");

describe("New order like this", () => {
  it("asks first, creates the order, then shows its number linked to its page and the payment and status links to copy", async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    const fetchMock = stubApi({ "POST /api/orders/12/reorder": json(PLACED, 201) });
    const { currentPath } = renderAdmin(<ReorderButton order={ORDER} />);

    fireEvent.click(screen.getByRole("button", { name: "New order like this (order #12)" }));
    const confirm = await screen.findByRole("dialog", { name: "New order like this?" });
    expect(within(confirm).getByText("Create a new order for Casey Jones with the same pocket and address?")).toBeTruthy();
    expect(reorderCalls(fetchMock)).toEqual([]);
    fireEvent.click(within(confirm).getByRole("button", { name: "Create order" }));

    const done = await screen.findByRole("dialog", { name: "Order #31 created" });
    const [call] = reorderCalls(fetchMock);
    expect(new Headers(call![1]?.headers).get("idempotency-key")).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.queryByRole("dialog", { name: "New order like this?" })).toBeNull();
    expect((within(done).getByLabelText("Payment link") as HTMLInputElement).value).toBe(PLACED.paymentUrl);
    expect((within(done).getByLabelText("Status link") as HTMLInputElement).value).toBe(PLACED.statusUrl);
    fireEvent.click(within(done).getByRole("button", { name: "Copy payment link" }));
    await within(done).findByRole("button", { name: "Payment link copied" });
    fireEvent.click(within(done).getByRole("button", { name: "Copy status link" }));
    await within(done).findByRole("button", { name: "Status link copied" });
    expect(writeText.mock.calls).toEqual([[PLACED.paymentUrl], [PLACED.statusUrl]]);

    fireEvent.click(within(done).getByRole("link", { name: "Order #31" }));
    expect(currentPath()).toBe("/admin/orders/31");
  });

  it("cancelling creates nothing; a refusal is told with the server's reason and nothing is shown as created", async () => {
    const message = "This order lacks details the order form needs; place the new order from the form instead";
    const fetchMock = stubApi({ "POST /api/orders/12/reorder": json({ message, errors: { shippingCity: "City is required" } }, 400) });
    renderAdmin(<ReorderButton order={ORDER} />);

    fireEvent.click(screen.getByRole("button", { name: "New order like this (order #12)" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "New order like this?" })).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(reorderCalls(fetchMock)).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "New order like this (order #12)" }));
    fireEvent.click(within(await screen.findByRole("dialog", { name: "New order like this?" })).getByRole("button", { name: "Create order" }));
    await waitFor(() => expect(toastQueue.visible.at(-1)).toMatchObject({ title: "No new order", description: expect.stringContaining("lacks details") }));
    expect(reorderCalls(fetchMock)).toHaveLength(1);
    expect(screen.queryByRole("dialog", { name: /created/ })).toBeNull();
  });
});
