import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { axeViolations } from "../testing/axe-check.ts";
import { renderWithApi } from "../testing/render-with-api.tsx";
import { TRACKED } from "../testing/tracked-order.ts";
import TrackApp from "./track-app.tsx";

const TOKEN = "ab".repeat(32);
const PATH = `/api/track/${TOKEN}`;

afterEach(() => {
  document.title = "";
});

describe("the status page", () => {
  it("shows the work steps, the payment with its pay link, the parcels and the history", async () => {
    const { container } = renderWithApi(<TrackApp token={TOKEN} />, { [PATH]: TRACKED });
    expect(await screen.findByRole("heading", { level: 1, name: "Order #42" })).toBeTruthy();
    expect(document.title).toBe("Order #42 status | StringMaster Pro");

    const steps = within(screen.getByRole("region", { name: "Work status" })).getAllByRole("listitem");
    expect(steps.map((step) => step.getAttribute("aria-current"))).toEqual([null, "step", null, null]);
    expect(steps[1]!.textContent).toContain("In the workshop");
    expect(steps[1]!.textContent).toContain("we are stringing your pocket");

    const payment = screen.getByRole("region", { name: "Payment" });
    expect(within(payment).getByText("$45.00")).toBeTruthy();
    expect(within(payment).getByText("Unpaid")).toBeTruthy();
    const pay = within(payment).getByRole("link", { name: /Pay now/ });
    expect(pay.getAttribute("href")).toBe("https://pay.example.com/45.00");
    expect(pay.getAttribute("rel")).toContain("noreferrer");

    const parcels = screen.getByRole("region", { name: "Shipping" });
    expect(
      within(parcels)
        .getByRole("link", { name: /Track with USPS/ })
        .getAttribute("href"),
    ).toBe(TRACKED.inboundTracking.url);
    expect(within(parcels).getByText("No tracking number yet.")).toBeTruthy();

    const history = within(screen.getByRole("region", { name: "History" })).getAllByRole("listitem");
    expect(history.map((item) => item.firstChild?.textContent)).toEqual([
      "Order placed",
      "Shipping label created for sending your head to us",
      "Stringing started",
    ]);
    expect(history[0]!.querySelector("time")?.getAttribute("dateTime")).toBe("2026-11-24T17:20:00.000Z");
    // The head is on its way: no shipping instructions any more.
    expect(screen.queryByRole("region", { name: "Ship your head to us" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("tells a pending order how to ship the head in, to the business address", async () => {
    renderWithApi(<TrackApp token={TOKEN} />, {
      [PATH]: { ...TRACKED, status: "pending", inboundTracking: null, events: TRACKED.events.slice(0, 1) },
      "/api/content/section/contact-info": { title: "Get in Touch", founderName: "9 Pocket Road|Austin, TX 78701" },
    });
    const ship = await screen.findByRole("region", { name: "Ship your head to us" });
    await waitFor(() => expect(within(ship).getByText("9 Pocket Road")).toBeTruthy());
    expect(within(ship).getByText("Austin, TX 78701")).toBeTruthy();
    expect(within(ship).getByText("#42")).toBeTruthy();
  });

  it("offers the prepaid return label to print while the head is expected, instead of the address to ship to", async () => {
    const labelUrl = `${PATH}/return-label.pdf`;
    const { container } = renderWithApi(<TrackApp token={TOKEN} />, {
      [PATH]: { ...TRACKED, status: "pending", returnLabelUrl: labelUrl, events: TRACKED.events.slice(0, 2) },
    });
    const card = await screen.findByRole("region", { name: "Send us your head with our prepaid label" });
    const link = within(card).getByRole("link", { name: /Print your return label/ });
    expect(link.getAttribute("href")).toBe(labelUrl);
    expect(link.hasAttribute("download")).toBe(true);
    expect(within(card).getByText("#42")).toBeTruthy();
    expect(within(card).getByText("Drop the parcel off with USPS.")).toBeTruthy();
    expect(screen.queryByRole("region", { name: "Ship your head to us" })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows a partly paid order short, with what is still to pay and the pay link for it", async () => {
    const { container } = renderWithApi(<TrackApp token={TOKEN} />, {
      [PATH]: { ...TRACKED, paymentStatus: "partially_paid", balanceDue: 2500, paymentUrl: "https://pay.example.com/25.00" },
    });
    const payment = await screen.findByRole("region", { name: "Payment" });
    expect(within(payment).getByText("Partially paid")).toBeTruthy();
    expect(payment.textContent).toContain("Paid so far: $20.00.");
    expect(payment.textContent).toContain("Still to pay: $25.00");
    const pay = within(payment).getByRole("link", { name: /Pay the remaining \$25\.00/ });
    expect(pay.getAttribute("href")).toBe("https://pay.example.com/25.00");
    expect(await axeViolations(container)).toEqual([]);
  });

  it("says a payment link will follow while the order has none, and never offers Pay now without a price", async () => {
    const { container, unmount } = renderWithApi(<TrackApp token={TOKEN} />, { [PATH]: { ...TRACKED, paymentUrl: null } });
    let payment = await screen.findByRole("region", { name: "Payment" });
    expect(within(payment).getByText("$45.00")).toBeTruthy();
    expect(within(payment).getByText("We will send you a payment link by e-mail.")).toBeTruthy();
    expect(within(payment).queryByRole("link")).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    renderWithApi(<TrackApp token={TOKEN} />, { [PATH]: { ...TRACKED, servicePrice: 0, balanceDue: 0, paymentUrl: "https://pay.example.com/0.00" } });
    payment = await screen.findByRole("region", { name: "Payment" });
    expect(within(payment).getByText("Price to be confirmed")).toBeTruthy();
    expect(within(payment).getByText("We will confirm the price with you and then send you a payment link by e-mail.")).toBeTruthy();
    expect(within(payment).queryByRole("link", { name: /Pay now/ })).toBeNull();
  });

  it("says when it is paid, without a pay link, and shows a cancelled order as such", async () => {
    renderWithApi(<TrackApp token={TOKEN} />, { [PATH]: { ...TRACKED, status: "cancelled", paymentStatus: "refunded", paymentUrl: null } });
    expect(await screen.findByText(/This order was cancelled/)).toBeTruthy();
    expect(screen.getByText("Refunded")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Pay now/ })).toBeNull();
  });

  it("shows the 404 page for a token that names no order", async () => {
    renderWithApi(<TrackApp token="nope" />, {});
    expect(await screen.findByRole("heading", { level: 1, name: "This page doesn’t exist" })).toBeTruthy();
    expect(document.title).toBe("404 Page Not Found | StringMaster Pro");
  });

  it("offers to try again when the order cannot be loaded", async () => {
    let fail = true;
    renderWithApi(<TrackApp token={TOKEN} />, {
      [PATH]: () => (fail ? Response.json({ message: "Database unavailable" }, { status: 503 }) : Response.json(TRACKED)),
    });
    expect(await screen.findByRole("heading", { name: "We couldn't load your order" })).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { level: 1, name: "Order #42" })).toBeTruthy();
  });
});
