import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ChargeView } from "@stringing/core/orders/charges/charge";
import { toastQueue } from "@stringing/ui/toast-queue";
import { CHARGE_RANGE_MESSAGE, NO_CHARGES } from "../../../shared/orders/components/order-charges-panel.tsx";
import { AMOUNT_FORMAT_MESSAGE } from "../../../shared/orders/payment.ts";
import type { Order } from "../../../shared/orders/order.ts";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { type FakeRoute, json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { OrderPage } from "./order-page.tsx";

const CRACKED: ChargeView = { id: 5, description: "New head (cracked)", amount: 2500, status: "proposed" };
const DYE: ChargeView = { id: 6, description: "Dye job", amount: 1500, status: "approved" };

/** Order #12 priced $45.00 with its charges; the balance as the server answers it (price + approved − paid). */
const withCharges = (charges: ChargeView[], balanceDue: number): Order =>
  ({ ...apiOrder({ amountPaid: 4500, paymentStatus: "paid" }), charges, balanceDue }) as Order;

/** The page's reads, the order as it is now; `extra` adds the charges' POSTs, each able to change the order read next. */
function routes(order: Order, extra: (set: (next: Order) => void) => Record<string, FakeRoute> = () => ({})): Record<string, FakeRoute> {
  let current = order;
  return {
    "GET /api/orders/12": () => Response.json(current),
    "GET /api/orders/12/events": json([]),
    "GET /api/orders/12/labels": json([]),
    ...extra((next) => {
      current = next;
    }),
  };
}

const panel = () => screen.getByRole("region", { name: "Extra work" });
const input = (label: string) => within(panel()).getByLabelText(label, { selector: "input" }) as HTMLInputElement;
const posts = (fetchMock: ReturnType<typeof stubApi>) => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST");

describe("OrderPage: extra work", () => {
  it("lists the charges with their amount and state in words, the balance due and the status link; Withdraw only on a proposed one", async () => {
    stubApi(routes(withCharges([CRACKED, DYE], 1500)));
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    const list = await within(await screen.findByRole("region", { name: "Extra work" })).findByLabelText("Charges of order #12");
    const rows = [...list.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(rows).toEqual(["New head (cracked): $25.00 · Proposed Withdraw", "Dye job: $15.00 · Approved"]);
    expect(within(panel()).getByText("Balance due: $15.00")).toBeTruthy();
    expect(
      within(panel())
        .getAllByRole("button", { name: /^Withdraw/ })
        .map((b) => b.getAttribute("aria-label")),
    ).toEqual(["Withdraw New head (cracked)"]);
    expect(input("Status link").value).toBe(apiOrder().statusUrl);
    expect(within(panel()).getByRole("button", { name: "Copy status link" })).toBeTruthy();
  });

  it("says when there is no extra work", async () => {
    stubApi(routes(withCharges([], 0)));
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    expect(await within(await screen.findByRole("region", { name: "Extra work" })).findByText(NO_CHARGES)).toBeTruthy();
    expect(within(panel()).getByText("Balance due: $0.00")).toBeTruthy();
  });

  it("adds a charge: checks the fields without sending, sends the amount in cents, shows the new charge, toasts and refocuses", async () => {
    const fetchMock = stubApi(
      routes(withCharges([], 0), (set) => ({
        "POST /api/orders/12/charges": (init) => {
          const body = JSON.parse(String(init?.body)) as { description: string; amount: number };
          set(withCharges([{ id: 7, ...body, status: "proposed" }], 0));
          return Response.json({ id: 7, ...body, status: "proposed" }, { status: 201 });
        },
      })),
    );
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    await screen.findByRole("region", { name: "Extra work" });
    fireEvent.click(within(panel()).getByRole("button", { name: "Propose charge" }));
    expect(await within(panel()).findByText("Description is required")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input("Description")));

    fireEvent.change(input("Description"), { target: { value: "Dye job" } });
    fireEvent.change(input("Amount (USD)"), { target: { value: "15.5.0" } });
    fireEvent.click(within(panel()).getByRole("button", { name: "Propose charge" }));
    expect(await within(panel()).findByText(AMOUNT_FORMAT_MESSAGE)).toBeTruthy();
    fireEvent.change(input("Amount (USD)"), { target: { value: "1000.01" } });
    expect(await within(panel()).findByText(CHARGE_RANGE_MESSAGE)).toBeTruthy();
    expect(posts(fetchMock)).toHaveLength(0);

    // 0.29 × 100 is 28.999… in floating point: the text is read, not multiplied.
    fireEvent.change(input("Amount (USD)"), { target: { value: "$10.29" } });
    fireEvent.click(within(panel()).getByRole("button", { name: "Propose charge" }));
    await waitFor(() => expect(posts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(posts(fetchMock)[0]![1]!.body))).toEqual({ description: "Dye job", amount: 1029 });
    const list = await within(panel()).findByLabelText("Charges of order #12");
    expect(within(list).getByText("Dye job").nextElementSibling?.textContent).toContain("$10.29 · Proposed");
    expect(toastQueue.visible.map((t) => t.title)).toContain("Charge proposed");
    expect(input("Description").value).toBe("");
    expect(input("Amount (USD)").value).toBe("");
    await waitFor(() => expect(document.activeElement).toBe(input("Description")));
  }, 60_000);

  it("shows the server's refusal under its field and keeps what was typed", async () => {
    stubApi(
      routes(withCharges([], 0), () => ({
        "POST /api/orders/12/charges": () =>
          Response.json({ message: "Validation failed", errors: { description: "Description must be at most 200 characters" } }, { status: 400 }),
      })),
    );
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    await screen.findByRole("region", { name: "Extra work" });
    fireEvent.change(input("Description"), { target: { value: "Restring" } });
    fireEvent.change(input("Amount (USD)"), { target: { value: "15" } });
    fireEvent.click(within(panel()).getByRole("button", { name: "Propose charge" }));
    const message = await within(panel()).findByText("Description must be at most 200 characters");
    // On the description's own field: its input is invalid and described by the message; the amount is not.
    const describedBy = (input("Description").getAttribute("aria-describedby") ?? "").split(" ");
    expect(describedBy.some((id) => id && document.getElementById(id)?.contains(message))).toBe(true);
    expect(input("Description").getAttribute("aria-invalid")).toBe("true");
    expect(input("Amount (USD)").getAttribute("aria-invalid")).toBeNull();
    expect(input("Description").value).toBe("Restring");
    expect(input("Amount (USD)").value).toBe("15");
    await waitFor(() => expect(document.activeElement).toBe(input("Description")));
  }, 60_000);

  it("withdraws a proposed charge after a confirmation, through its own URL, and the page reads it withdrawn", async () => {
    const fetchMock = stubApi(
      routes(withCharges([CRACKED, DYE], 1500), (set) => ({
        "POST /api/orders/12/charges/5/withdraw": () => {
          set(withCharges([{ ...CRACKED, status: "withdrawn" }, DYE], 1500));
          return Response.json({ ...CRACKED, status: "withdrawn" });
        },
      })),
    );
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    fireEvent.click(await within(await screen.findByRole("region", { name: "Extra work" })).findByRole("button", { name: "Withdraw New head (cracked)" }));
    const dialog = await screen.findByRole("dialog");
    expect(posts(fetchMock)).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(posts(fetchMock).map(([url]) => String(url))).toEqual(["/api/orders/12/charges/5/withdraw"]);
    await waitFor(() => expect(within(panel()).getByText("New head (cracked)").nextElementSibling?.textContent).toBe("$25.00 · Withdrawn"));
    expect(within(panel()).queryByRole("button", { name: /^Withdraw/ })).toBeNull();
    expect(toastQueue.visible.map((t) => t.title)).toContain("Charge withdrawn");
    await waitFor(() => expect(document.activeElement).toBe(within(panel()).getByRole("heading", { name: "Extra work" })));
  }, 60_000);

  it("says why a withdrawal was refused (the player answered meanwhile) and reads the order again", async () => {
    stubApi(
      routes(withCharges([CRACKED], 0), (set) => ({
        "POST /api/orders/12/charges/5/withdraw": () => {
          set(withCharges([{ ...CRACKED, status: "approved" }], 2500));
          return Response.json({ message: "This charge was already approved" }, { status: 409 });
        },
      })),
    );
    renderAdmin(<OrderPage id={12} />, { path: "/admin/orders/12" });
    fireEvent.click(await within(await screen.findByRole("region", { name: "Extra work" })).findByRole("button", { name: "Withdraw New head (cracked)" }));
    fireEvent.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Withdraw" }));
    await waitFor(() => expect(toastQueue.visible.map((t) => t.description)).toContain("This charge was already approved"));
    await waitFor(() => expect(within(panel()).getByText("New head (cracked)").nextElementSibling?.textContent).toBe("$25.00 · Approved"));
    expect(within(panel()).getByText("Balance due: $25.00")).toBeTruthy();
  }, 60_000);
});
