import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { toastQueue } from "@stringing/ui/toast-queue";
import { apiOrder } from "../../../testing/order-fixture.ts";
import { json, renderAdmin, stubApi } from "../../../testing/render-admin.tsx";
import { orderKeys } from "../order-keys.ts";
import { BuyLabelDialog } from "./buy-label-dialog.tsx";
import { OrderLabelsPanel } from "./order-labels-panel.tsx";

const ADDRESS = { address: "1 Main St", city: "Austin", state: "TX", zip: "78701", country: "United States" };
const ORDER = apiOrder({ status: "in_progress", paymentStatus: "unpaid", shippingInfo: ADDRESS });

const rate = (id: string, service: string, amount: number, estimatedDays: number) => ({ id, carrier: "USPS", service, amount, currency: "USD", estimatedDays });
const shippoRates = (prefix: string) => ({
  provider: "shippo",
  testLabels: false,
  rates: [rate(`${prefix}-ground`, "Ground Advantage", 758, 5), rate(`${prefix}-priority`, "Priority Mail", 1020, 2)],
  selectedRateId: `${prefix}-ground`,
});
const TEST_RATES = {
  provider: "test",
  testLabels: true,
  rates: [{ id: "test:usps_ground_advantage", carrier: "USPS (test label)", service: "USPS Ground Advantage", amount: 0, currency: "USD", estimatedDays: 5 }],
  selectedRateId: "test:usps_ground_advantage",
};
const label = (kind: string, trackingNumber: string, extra: Record<string, unknown> = {}) => ({
  id: Number(trackingNumber),
  orderId: 12,
  kind,
  labelUrl: `/api/shipping/labels/${kind}.pdf`,
  trackingNumber,
  carrier: "USPS",
  rate: 1020,
  trackingUrl: null,
  testLabel: false,
  ...extra,
});

const posts = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([url, init]) => ({ url, body: init?.body ? JSON.parse(String(init.body)) : null }));

const toastTitles = () => toastQueue.visible.map((t) => `${t.title}: ${t.description ?? ""}`);

describe("BuyLabelDialog", () => {
  it("shows the outbound rates with prices, warns of an unpaid order not yet strung, and buys only once the cost is confirmed", async () => {
    const fetchMock = stubApi({
      "GET /api/orders/12": json(ORDER),
      "GET /api/shipping/rates/12?kind=outbound": json(shippoRates("out")),
      "POST /api/shipping/create-outbound-label/12": json({ ...label("outbound", "9400111"), order: { ...ORDER, status: "shipped" } }),
    });
    let closed = 0;
    const { queryClient } = renderAdmin(<BuyLabelDialog orderId={12} initialOrder={ORDER} onClose={() => closed++} />);
    queryClient.setQueryData([...orderKeys.pages(), { probe: true }], []);
    const dialog = await screen.findByRole("dialog", { name: "Create Label for order #12" });
    expect((within(dialog).getByRole("radio", { name: "Outbound" }) as HTMLInputElement).checked).toBe(true);
    const cheapest = (await within(dialog).findByRole("radio", { name: "USPS Ground Advantage · $7.58 · 5 days · cheapest" })) as HTMLInputElement;
    expect(cheapest.checked).toBe(true);
    expect(within(dialog).getByRole("radio", { name: "USPS Priority Mail · $10.20 · 2 days" })).toBeTruthy();
    const warning = within(dialog).getByRole("note", { name: "Before you buy" });
    expect(warning.textContent).toContain("It is not paid yet.");
    expect(warning.textContent).toContain("It is not strung yet (In Progress).");
    expect(warning.textContent).toContain("marks it Shipped and e-mails the player that it is strung and has shipped");

    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Buy the outbound label for $7.58?")).toBeTruthy();
    // Back to pick another rate: nothing was bought on the way.
    fireEvent.click(within(dialog).getByRole("button", { name: "Back" }));
    fireEvent.click(await within(dialog).findByRole("radio", { name: "USPS Priority Mail · $10.20 · 2 days" }));
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Buy the outbound label for $10.20?")).toBeTruthy();
    expect(posts(fetchMock)).toEqual([]);

    fireEvent.click(within(dialog).getByRole("button", { name: "Buy Label" }));
    const pdf = await within(dialog).findByRole("link", { name: "Open the outbound label PDF" });
    expect(pdf.getAttribute("href")).toBe("/api/shipping/labels/outbound.pdf");
    expect(pdf.getAttribute("target")).toBe("_blank");
    expect(posts(fetchMock)).toEqual([{ url: "/api/shipping/create-outbound-label/12", body: { rateId: "out-priority" } }]);
    expect(toastTitles()).toContain("Outbound label created: Tracking number 9400111");
    // The order's queries are read again: the lists, its page, its labels.
    expect(queryClient.getQueryState([...orderKeys.pages(), { probe: true }])?.isInvalidated).toBe(true);
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    expect(closed).toBe(1);
  });

  it("Cancel at the choice closes without buying", async () => {
    const fetchMock = stubApi({
      "GET /api/orders/12": json(ORDER),
      "GET /api/shipping/rates/12?kind=outbound": json(shippoRates("out")),
    });
    let closed = 0;
    renderAdmin(<BuyLabelDialog orderId={12} initialOrder={ORDER} onClose={() => closed++} />);
    const dialog = await screen.findByRole("dialog", { name: "Create Label for order #12" });
    await within(dialog).findByRole("radio", { name: /Ground Advantage/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(closed).toBe(1);
    expect(posts(fetchMock)).toEqual([]);
  });

  it("buys both labels at the rates picked for each, showing each rate and the total", async () => {
    const paid = { ...ORDER, status: "pending" as const, paymentStatus: "paid" as const };
    const fetchMock = stubApi({
      "GET /api/orders/12": json(paid),
      "GET /api/shipping/rates/12?kind=outbound": json(shippoRates("out")),
      "GET /api/shipping/rates/12?kind=return": json(shippoRates("ret")),
      "POST /api/shipping/create-dual-labels/12": json({ returnLabel: label("return", "9205590"), outboundLabel: label("outbound", "9400111"), order: paid }),
    });
    renderAdmin(<BuyLabelDialog orderId={12} initialOrder={paid} initialChoice="both" onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Create Label for order #12" });
    const returnRates = await within(dialog).findByRole("radiogroup", { name: "Return label rate" });
    const outboundRates = await within(dialog).findByRole("radiogroup", { name: "Outbound label rate" });
    expect(within(dialog).getByText("Total: $15.16")).toBeTruthy();
    // Dual labels leave the status alone: a paid order not yet strung needs no warning.
    expect(within(dialog).queryByRole("note")).toBeNull();
    fireEvent.click(within(outboundRates).getByRole("radio", { name: /Priority Mail/ }));
    expect(await within(dialog).findByText("Total: $17.78")).toBeTruthy();
    expect((within(returnRates).getByRole("radio", { name: /Ground Advantage/ }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Buy the return and outbound labels for $17.78?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Buy Labels" }));
    await within(dialog).findByRole("link", { name: "Open the return label PDF" });
    expect(within(dialog).getByRole("link", { name: "Open the outbound label PDF" })).toBeTruthy();
    expect(posts(fetchMock)).toEqual([{ url: "/api/shipping/create-dual-labels/12", body: { returnRateId: "ret-ground", outboundRateId: "out-priority" } }]);
    expect(toastTitles()).toContain("Dual shipping labels created: Tracking number 9205590 and 9400111");
  });

  it("says test labels are test labels for $0.00, and its button's name is its text", async () => {
    stubApi({
      "GET /api/orders/12": json(ORDER),
      "GET /api/shipping/rates/12?kind=return": json(TEST_RATES),
      "POST /api/shipping/create-return-label/12": json({ ...label("return", "9205590", { testLabel: true, rate: 0 }), order: ORDER }),
    });
    renderAdmin(<BuyLabelDialog orderId={12} initialOrder={ORDER} initialChoice="return" onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Create Label for order #12" });
    expect(await within(dialog).findByText(/test labels cost \$0\.00 and are not valid for postage/)).toBeTruthy();
    expect(within(dialog).getByRole("radio", { name: "USPS Ground Advantage · $0.00 · 5 days · cheapest" })).toBeTruthy();
    // A return label does not ship the order: only the payment is named.
    expect(within(dialog).getByRole("note").textContent).not.toContain("strung");
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Create the return test label for $0.00?")).toBeTruthy();
    const create = within(dialog).getByRole("button", { name: "Create Test Label" });
    expect(create.textContent).toBe("Create Test Label");
    fireEvent.click(create);
    await waitFor(() => expect(toastTitles()).toContain("Return label created (test label): Tracking number 9205590"));
  });

  it("shows why there are no rates, and cannot go on", async () => {
    stubApi({
      "GET /api/orders/12": json(ORDER),
      "GET /api/shipping/rates/12?kind=outbound": json({ message: "Please ensure the order has a valid shipping address." }, 400),
    });
    renderAdmin(<BuyLabelDialog orderId={12} initialOrder={ORDER} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Create Label for order #12" });
    expect((await within(dialog).findByRole("alert")).textContent).toBe("Please ensure the order has a valid shipping address.");
    expect(within(dialog).getByRole("button", { name: "Continue" }).hasAttribute("disabled")).toBe(true);
  });

  it("keeps the dialog open on a refused purchase, with the carrier's words", async () => {
    stubApi({
      "GET /api/orders/12": json(ORDER),
      "GET /api/shipping/rates/12?kind=outbound": json(shippoRates("out")),
      "POST /api/shipping/create-outbound-label/12": json({ message: "That rate is not offered any more; load the rates again." }, 400),
    });
    renderAdmin(<BuyLabelDialog orderId={12} initialOrder={ORDER} onClose={() => {}} />);
    const dialog = await screen.findByRole("dialog", { name: "Create Label for order #12" });
    await within(dialog).findByRole("radio", { name: /Ground Advantage/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    fireEvent.click(await within(dialog).findByRole("button", { name: "Buy Label" }));
    expect((await within(dialog).findByRole("alert")).textContent).toBe("That rate is not offered any more; load the rates again.");
    expect(toastTitles()).toContain("Error creating outbound label: That rate is not offered any more; load the rates again.");
  });
});

describe("OrderLabelsPanel", () => {
  it("buys a label through Create Label, then lists it with its PDF", async () => {
    let stored: unknown[] = [];
    const fetchMock = stubApi({
      "GET /api/orders/12": json(ORDER),
      "GET /api/shipping/orders/12/labels": () => Response.json(stored),
      "GET /api/shipping/rates/12?kind=outbound": json(TEST_RATES),
      "POST /api/shipping/create-outbound-label/12": () => {
        const made = label("outbound", "9400111", { testLabel: true, rate: 0, carrier: "USPS (test label)" });
        stored = [{ ...made, trackingStatus: null, trackingStatusAt: null, voidedAt: null, createdAt: "2026-03-04T10:00:00.000Z" }];
        return Response.json({ ...made, order: { ...ORDER, status: "shipped" } });
      },
    });
    renderAdmin(<OrderLabelsPanel orderId={12} />);
    const panel = await screen.findByRole("region", { name: "Shipping Labels" });
    await within(panel).findByText("No labels yet.");
    fireEvent.click(within(panel).getByRole("button", { name: "Create Label" }));
    const dialog = await screen.findByRole("dialog", { name: "Create Label for order #12" });
    await within(dialog).findByRole("radio", { name: /USPS Ground Advantage/ });
    fireEvent.click(within(dialog).getByRole("button", { name: "Continue" }));
    expect(await within(dialog).findByText("Create the outbound test label for $0.00?")).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Create Test Label" }));
    await within(dialog).findByRole("link", { name: "Open the outbound label PDF" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Done" }));
    const pdf = await within(panel).findByRole("link", { name: "Label PDF" });
    expect(pdf.getAttribute("href")).toBe("/api/shipping/labels/outbound.pdf");
    expect(within(panel).getByText(/Outbound · USPS \(test label\) · 9400111/)).toBeTruthy();
    expect(posts(fetchMock)).toEqual([{ url: "/api/shipping/create-outbound-label/12", body: { rateId: "test:usps_ground_advantage" } }]);
  });
});
