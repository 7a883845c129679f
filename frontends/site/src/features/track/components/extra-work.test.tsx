import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { axeViolations } from "../../../testing/axe-check.ts";
import { renderWithApi, type FakeAnswer } from "../../../testing/render-with-api.tsx";
import { TRACKED } from "../../../testing/tracked-order.ts";
import { type OrderStatusData, useOrderStatus } from "../api/get-order-status.ts";
import { leaveFor } from "../leave-for.ts";
import { OrderStatusView } from "./order-status-view.tsx";

vi.mock("../leave-for.ts", () => ({ leaveFor: vi.fn() }));

const TOKEN = "ab".repeat(32);
const PATH = `/api/track/${TOKEN}`;
const CONTACT = { "/api/content/section/contact-info": { title: "Get in Touch", founderName: "9 Pocket Road|Austin, TX 78701" } };

type Charge = { id: number; description: string; amount: number; status: string };
const HEAD: Charge = { id: 7, description: "New head", amount: 1500, status: "proposed" };
const DYE: Charge = { id: 8, description: "Dye job", amount: 1000, status: "approved" };
const TAPE: Charge = { id: 9, description: "Grip tape", amount: 500, status: "declined" };

const withCharges = (charges: Charge[], rest: Partial<typeof TRACKED> & { balanceDue?: number } = {}) => {
  const approved = charges.filter((charge) => charge.status === "approved").reduce((sum, charge) => sum + charge.amount, 0);
  return { ...TRACKED, balanceDue: TRACKED.servicePrice + approved, ...rest, charges };
};

function Page() {
  const { data } = useOrderStatus(TOKEN);
  return data ? <OrderStatusView order={data as OrderStatusData} token={TOKEN} /> : null;
}

async function show(routes: Record<string, FakeAnswer>) {
  const view = renderWithApi(<Page />, { ...CONTACT, ...routes });
  await screen.findByRole("heading", { level: 1, name: "Order #42" });
  return view;
}

const card = () => screen.getByRole("region", { name: "Extra work" });
const payment = () => screen.getByRole("region", { name: "Payment" });

beforeEach(() => vi.mocked(leaveFor).mockReset());

describe("the status page's extra work", () => {
  it("lists each charge with its amount in dollars and its state in words; only a proposed one can be answered", async () => {
    const { container } = await show({ [PATH]: withCharges([HEAD, DYE, TAPE]) });
    const items = within(card()).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^New head\$15\.00Waiting for your answer/),
      "Dye job$10.00Approved",
      "Grip tape$5.00Declined",
    ]);
    expect(within(items[0]!).getByRole("button", { name: "Approve New head" })).toBeTruthy();
    expect(within(items[0]!).getByRole("button", { name: "Decline New head" })).toBeTruthy();
    expect(within(items[1]!).queryByRole("button")).toBeNull();
    // The total is the price and the approved work, not the proposed or declined.
    expect(within(payment()).getByText("$55.00")).toBeTruthy();
    expect(within(payment()).getByText(/\$45\.00 for the service and \$10\.00 of extra work you approved/)).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows no card on an order without charges", async () => {
    await show({ [PATH]: withCharges([]) });
    expect(screen.queryByRole("region", { name: "Extra work" })).toBeNull();
    expect(within(payment()).getByText("$45.00")).toBeTruthy();
  });

  it("asks once more before approving, then posts to the charge's approve URL and reads the page again", async () => {
    let answer = withCharges([HEAD]);
    const { calls, container } = await show({
      [PATH]: () => Response.json(answer),
      [`POST ${PATH}/charges/7/approve`]: () => {
        answer = withCharges([{ ...HEAD, status: "approved" }]);
        return Response.json({ ...HEAD, status: "approved" });
      },
    });
    fireEvent.click(within(card()).getByRole("button", { name: "Approve New head" }));
    const question = within(card()).getByRole("group", { name: "Approve New head for $15.00?" });
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);
    await waitFor(() => expect(document.activeElement).toBe(within(question).getByRole("button", { name: "Confirm" })));
    expect(await axeViolations(container)).toEqual([]);

    fireEvent.click(within(question).getByRole("button", { name: "Cancel" }));
    expect(within(card()).queryByRole("group")).toBeNull();
    expect(calls.filter((call) => call.method === "POST")).toEqual([]);

    fireEvent.click(within(card()).getByRole("button", { name: "Approve New head" }));
    // The confirm step takes the focus: Confirm is the button a keyboard presses next.
    await waitFor(() => expect(document.activeElement?.textContent).toBe("Confirm"));
    fireEvent.click(document.activeElement!);
    await waitFor(() => expect(within(card()).getByText("Approved")).toBeTruthy());
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([`${PATH}/charges/7/approve`]);
    expect(within(card()).queryByRole("button")).toBeNull();
    await waitFor(() => expect(within(payment()).getByText("$60.00")).toBeTruthy());
  });

  it("declines through the decline URL", async () => {
    const { calls } = await show({ [PATH]: withCharges([HEAD]), [`POST ${PATH}/charges/7/decline`]: { ...HEAD, status: "declined" } });
    fireEvent.click(within(card()).getByRole("button", { name: "Decline New head" }));
    fireEvent.click(within(card()).getByRole("group", { name: "Decline New head for $15.00?" }).querySelector("button")!);
    await waitFor(() => expect(calls.some((call) => call.method === "POST" && call.url === `${PATH}/charges/7/decline`)).toBe(true));
  });

  it("shows the server's words when the answer is refused (already decided or withdrawn)", async () => {
    const message = "This charge was withdrawn by the shop.";
    let answer = withCharges([HEAD]);
    await show({
      [PATH]: () => Response.json(answer),
      [`POST ${PATH}/charges/7/approve`]: () => {
        answer = withCharges([{ ...HEAD, status: "withdrawn" }]);
        return Response.json({ message }, { status: 409 });
      },
    });
    fireEvent.click(within(card()).getByRole("button", { name: "Approve New head" }));
    fireEvent.click(within(card()).getByRole("button", { name: "Confirm" }));
    // The page read again says withdrawn, and the words stay.
    await waitFor(() => expect(within(card()).getByText("Withdrawn by the shop")).toBeTruthy());
    expect(within(card()).getByRole("alert").textContent).toBe(message);
    expect(within(card()).queryByRole("button")).toBeNull();
  });
});

describe("the status page's Pay link", () => {
  it("asks the server for the payment page and goes to the url it answers, in this tab", async () => {
    const url = "https://checkout.stripe.example/c/pay/cs_test_1";
    const { calls } = await show({ [PATH]: withCharges([DYE]), [`POST ${PATH}/checkout`]: { url } });
    const pay = within(payment()).getByRole("link", { name: /^Pay now/ });
    // Before the page is hydrated, or opened in a new tab, it is the order's payment link.
    expect(pay.getAttribute("href")).toBe(TRACKED.paymentUrl);
    expect(pay.getAttribute("target")).toBeNull();
    fireEvent.click(pay);
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url)).toEqual([`${PATH}/checkout`]);
    expect(
      within(payment())
        .getByRole("link", { name: /^Opening the payment page…/ })
        .getAttribute("aria-disabled"),
    ).toBe("true");
  });

  it("says what was paid and what is still due when partly paid, and the refusal in words", async () => {
    const message = "Online payment is not available right now. Please try again in a few minutes, or contact the shop.";
    await show({
      // Paid the $45.00 price; the $10.00 approved since is still due.
      [PATH]: withCharges([DYE], { paymentStatus: "partially_paid", balanceDue: 1000 }),
      [`POST ${PATH}/checkout`]: () => Response.json({ message }, { status: 503 }),
    });
    expect(within(payment()).getByText(/Paid so far: \$45\.00\./)).toBeTruthy();
    expect(within(payment()).getByText("Still to pay: $10.00")).toBeTruthy();
    fireEvent.click(within(payment()).getByRole("link", { name: /^Pay the remaining \$10\.00/ }));
    expect((await within(payment()).findByRole("alert")).textContent).toBe(message);
    expect(leaveFor).not.toHaveBeenCalled();
    expect(within(payment()).getByRole("link", { name: /^Pay the remaining \$10\.00/ })).toBeTruthy();
  });

  it("keeps saying a payment link will follow when there is none", async () => {
    await show({ [PATH]: withCharges([DYE], { paymentUrl: null as unknown as string }) });
    expect(within(payment()).queryByRole("link")).toBeNull();
    expect(within(payment()).getByText("We will send you a payment link by e-mail.")).toBeTruthy();
  });
});
