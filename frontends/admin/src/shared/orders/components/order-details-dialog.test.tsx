import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import type { Order } from "../order.ts";
import { orderKeys } from "../order-keys.ts";
import { OrderDetailsDialog } from "./order-details-dialog.tsx";

const ORDER = apiOrder({ additionalRequests: "Head Type: StringKing Mark 2A", details: { headType: "StringKing Mark 2A" } });

const EVENTS = [
  { id: 1, type: "created", at: "2026-03-02T12:00:00.000Z", actor: "customer", data: {} },
  { id: 2, type: "note", at: "2026-03-02T13:00:00.000Z", actor: "owner", data: { text: "<b>Call</b> before\nshipping" } },
];

const patchOf = (fetchMock: ReturnType<typeof stubApi>, url: string, method = "PATCH") =>
  fetchMock.mock.calls.filter(([u, init]) => u === url && init?.method === method).map(([, init]) => JSON.parse(String(init?.body)));

describe("OrderDetailsDialog", () => {
  it("shows the payment, the status page, the timeline with who and when, and prints the ticket", async () => {
    stubApi({ "GET /api/orders/12/events": json(EVENTS) });
    renderAdmin(<OrderDetailsDialog order={{ ...ORDER, paymentStatus: "paid", amountPaid: 4000, paidAt: "2026-03-03T09:30:00.000Z" }} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Order #12" });
    expect(within(dialog).getAllByText("Paid").length).toBeGreaterThan(0);
    expect(within(dialog).getByText("$40.00")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "Customer's status page" }).getAttribute("href")).toBe(ORDER.statusUrl);
    const ticket = within(dialog).getByRole("link", { name: /Print ticket of order #12/ });
    expect(ticket.getAttribute("href")).toBe("/api/orders/12/ticket.pdf");
    expect(ticket.getAttribute("target")).toBe("_blank");

    const timeline = await within(dialog).findByRole("list", { name: "Timeline of order #12" });
    const items = within(timeline).getAllByRole("listitem");
    expect(items[0]!.textContent).toContain("Order placed");
    expect(items[0]!.textContent).toContain("by the customer");
    expect(items[1]!.textContent).toContain("by owner");
    // A note is plain text: its markup is shown, never run.
    expect(within(items[1]!).getByText(/<b>Call<\/b> before/).textContent).toBe("<b>Call</b> before\nshipping");
    expect(timeline.querySelector("b")).toBeNull();
  });

  it("marks the order paid in cents from dollars, with a note, and keeps a bad amount for correcting", async () => {
    let stored: Order = ORDER;
    const fetchMock = stubApi({
      "GET /api/orders/12/events": json([]),
      "GET /api/orders/12": () => Response.json(stored),
      "PATCH /api/orders/12/payment": (init) => {
        const body = JSON.parse(String(init?.body)) as { paymentStatus: "paid"; amountPaid: number };
        stored = { ...stored, paymentStatus: body.paymentStatus, amountPaid: body.amountPaid, paidAt: "2026-03-03T09:30:00.000Z" };
        return Response.json(stored);
      },
    });
    renderAdmin(<OrderDetailsDialog order={ORDER} onClose={() => {}} />);
    const panel = await screen.findByRole("region", { name: "Payment" });
    const amount = within(panel).getByLabelText("Amount (USD)") as HTMLInputElement;
    expect(amount.value).toBe("45.00");
    fireEvent.change(amount, { target: { value: "forty" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Mark as paid" }));
    expect(await within(panel).findByText("Enter the amount in dollars, like 45.00")).toBeTruthy();
    expect(amount.value).toBe("forty");
    expect(patchOf(fetchMock, "/api/orders/12/payment")).toEqual([]);

    fireEvent.change(amount, { target: { value: "$42.50" } });
    fireEvent.change(within(panel).getByLabelText("Note (optional)"), { target: { value: "Cash at the field" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Mark as paid" }));
    await waitFor(() => expect(toastQueue.visible[0]).toMatchObject({ title: "Payment updated", description: "Order #12 is paid ($42.50)." }));
    expect(patchOf(fetchMock, "/api/orders/12/payment")).toEqual([{ paymentStatus: "paid", amountPaid: 4250, note: "Cash at the field" }]);
    // The dialog follows the order: paid now, so the amount button updates it instead.
    expect(await within(panel).findByRole("button", { name: "Update amount paid" })).toBeTruthy();
    expect((within(panel).getByLabelText("Note (optional)") as HTMLInputElement).value).toBe("");
  });

  it("shows a partly paid order short with what is still due, and records a part payment by hand", async () => {
    let stored: Order = { ...ORDER, paymentStatus: "partially_paid", amountPaid: 2000, paidAt: "2026-03-03T09:30:00.000Z" };
    const fetchMock = stubApi({
      "GET /api/orders/12/events": json([]),
      "GET /api/orders/12": () => Response.json(stored),
      "PATCH /api/orders/12/payment": (init) => {
        const body = JSON.parse(String(init?.body)) as { paymentStatus: "partially_paid"; amountPaid: number };
        stored = { ...stored, paymentStatus: body.paymentStatus, amountPaid: body.amountPaid };
        return Response.json(stored);
      },
    });
    renderAdmin(<OrderDetailsDialog order={stored} onClose={() => {}} />);
    const panel = await screen.findByRole("region", { name: "Payment" });
    expect(within(panel).getByText("Partially paid", { selector: "span" })).toBeTruthy();
    expect(panel.textContent).toMatch(/Partially paid \$20\.00 of \$45\.00 on .*; \$25\.00 still due\./);
    fireEvent.change(within(panel).getByLabelText("Amount (USD)"), { target: { value: "30" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Partially paid" }));
    await waitFor(() => expect(patchOf(fetchMock, "/api/orders/12/payment")).toEqual([{ paymentStatus: "partially_paid", amountPaid: 3000 }]));
    await waitFor(() => expect(panel.textContent).toContain("$15.00 still due."));
  });

  it("marks unpaid without an amount, and shows the server's reason on the field", async () => {
    const fetchMock = stubApi({
      "GET /api/orders/12/events": json([]),
      "PATCH /api/orders/12/payment": () =>
        Response.json({ message: "Amount paid must be a whole number of cents, 0 or more", errors: { amountPaid: "Too much" } }, { status: 400 }),
    });
    renderAdmin(<OrderDetailsDialog order={{ ...ORDER, paymentStatus: "paid", amountPaid: 4500 }} onClose={() => {}} />);
    const panel = await screen.findByRole("region", { name: "Payment" });
    fireEvent.click(within(panel).getByRole("button", { name: "Mark unpaid" }));
    await waitFor(() => expect(patchOf(fetchMock, "/api/orders/12/payment")).toEqual([{ paymentStatus: "unpaid" }]));
    expect(await within(panel).findByText("Too much")).toBeTruthy();
    fireEvent.click(within(panel).getByRole("button", { name: "Refunded" }));
    await waitFor(() => expect(patchOf(fetchMock, "/api/orders/12/payment")[1]).toEqual({ paymentStatus: "refunded", amountPaid: 4500 }));
  });

  it("adds a note, refuses an empty one, and keeps the text when it cannot be saved", async () => {
    let fail = true;
    const fetchMock = stubApi({
      "GET /api/orders/12/events": json([]),
      "POST /api/orders/12/notes": (init) =>
        fail
          ? Response.json({ message: "Database unavailable" }, { status: 503 })
          : Response.json({ id: 9, type: "note", at: "2026-03-02T14:00:00.000Z", actor: "owner", data: JSON.parse(String(init?.body)) }, { status: 201 }),
    });
    renderAdmin(<OrderDetailsDialog order={ORDER} onClose={() => {}} />);
    const form = await screen.findByRole("form", { name: "Add a note to order #12" });
    expect(await screen.findByText("Nothing has happened to this order yet.")).toBeTruthy();
    fireEvent.click(within(form).getByRole("button", { name: "Add note" }));
    expect(await within(form).findByText("Write a note first")).toBeTruthy();

    const box = within(form).getByLabelText("Add a note") as HTMLTextAreaElement;
    fireEvent.change(box, { target: { value: "  Wants a whip  " } });
    fireEvent.click(within(form).getByRole("button", { name: "Add note" }));
    expect(await within(form).findByText("Database unavailable")).toBeTruthy();
    expect(box.value).toBe("  Wants a whip  ");

    fail = false;
    fireEvent.click(within(form).getByRole("button", { name: "Add note" }));
    await waitFor(() => expect(box.value).toBe(""));
    expect(patchOf(fetchMock, "/api/orders/12/notes", "POST")).toEqual([{ text: "Wants a whip" }, { text: "Wants a whip" }]);
  });

  it("closes after a status update when the screen asks for it", async () => {
    stubApi({ "GET /api/orders/12/events": json([]), "PATCH /api/orders/12": json({ ...ORDER, status: "in_progress" }) });
    const onStatusUpdated = vi.fn();
    renderAdmin(<OrderDetailsDialog order={ORDER} onClose={() => {}} onStatusUpdated={onStatusUpdated} />);
    const panel = await screen.findByRole("region", { name: "Update Status" });
    const select = within(panel).getByText("Status", { selector: "span" }).parentElement!.querySelector("select")!;
    fireEvent.change(select, { target: { value: "in_progress" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Update" }));
    await waitFor(() => expect(onStatusUpdated).toHaveBeenCalled());
  });

  it("shows the order as the server has it now, and a choice made before a change elsewhere is dropped", async () => {
    const shipped = { ...ORDER, status: "shipped" as const, trackingNumber: "9400111" };
    stubApi({ "GET /api/orders/12/events": json([]), "GET /api/orders/12": json({ ...ORDER, status: "in_progress" }) });
    // The list's row is older than the server: the order was set In Progress since.
    const { queryClient } = renderAdmin(<OrderDetailsDialog order={ORDER} onClose={() => {}} />);
    const panel = await screen.findByRole("region", { name: "Update Status" });
    const select = () => within(panel).getByText("Status", { selector: "span" }).parentElement!.querySelector("select")!;
    await waitFor(() => expect(select().value).toBe("in_progress"));
    expect(within(panel).getByRole("button", { name: "Update" }).hasAttribute("disabled")).toBe(true);

    fireEvent.change(select(), { target: { value: "completed" } });
    expect(within(panel).getByRole("button", { name: "Update" }).hasAttribute("disabled")).toBe(false);
    // A label bought on the Shipping tab ships it.
    act(() => queryClient.setQueryData(orderKeys.one(12), shipped));
    await waitFor(() => expect(select().value).toBe("shipped"));
    expect(within(panel).getByRole("button", { name: "Update" }).hasAttribute("disabled")).toBe(true);
  });

  it("sends the status it shows, and on a 409 says the order changed and shows it as it is", async () => {
    const shipped = { ...ORDER, status: "shipped" as const, trackingNumber: "9400111" };
    let current: Order = ORDER;
    const fetchMock = stubApi({
      "GET /api/orders/12/events": json([]),
      "GET /api/orders/12": () => Response.json(current),
      "PATCH /api/orders/12": () => Response.json({ message: "Order #12 is shipped now, not pending; nothing was changed", order: current }, { status: 409 }),
    });
    renderAdmin(<OrderDetailsDialog order={ORDER} onClose={() => {}} />);
    const panel = await screen.findByRole("region", { name: "Update Status" });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => url === "/api/orders/12")).toBe(true));
    current = shipped;
    const select = within(panel).getByText("Status", { selector: "span" }).parentElement!.querySelector("select")!;
    fireEvent.change(select, { target: { value: "in_progress" } });
    fireEvent.click(within(panel).getByRole("button", { name: "Update" }));

    expect((await within(panel).findByRole("alert")).textContent).toBe("This order changed to Shipped meanwhile; nothing was changed.");
    expect(patchOf(fetchMock, "/api/orders/12")).toEqual([{ status: "in_progress", expectedStatus: "pending" }]);
    expect(select.value).toBe("shipped");
    expect(within(screen.getByRole("dialog")).getAllByText("Shipped").length).toBeGreaterThan(0);
    expect(toastQueue.visible.some((t) => t.title === "Error updating order")).toBe(false);
  });
});
