import { act, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { axeViolations } from "../../../testing/axe-check.ts";
import { renderWithApi } from "../../../testing/render-with-api.tsx";
import { TRACKED } from "../../../testing/tracked-order.ts";
import { type OrderStatusData, useOrderStatus } from "../api/get-order-status.ts";
import { OrderStatusView } from "./order-status-view.tsx";

const TOKEN = "ef".repeat(32);
const PATH = `/api/track/${TOKEN}`;
const CONTACT = { "/api/content/section/contact-info": { title: "Get in Touch", founderName: "9 Pocket Road|Austin, TX 78701" } };
const OUTBOUND = { carrier: "UPS", trackingNumber: "1Z999AA10123456784", url: "https://www.ups.com/track?tracknum=1Z999AA10123456784" };
const LABEL = `${PATH}/return-label.pdf`;

type Parcel = { carrier: string; trackingNumber: string; url: string };
type Answer = Omit<typeof TRACKED, "inboundTracking" | "outboundTracking" | "paymentUrl"> & {
  inboundTracking: Parcel | null;
  outboundTracking: Parcel | null;
  paymentUrl: string | null;
  receivedAt?: string | null;
  promisedBy?: string | null;
};

const PENDING: Answer = { ...TRACKED, status: "pending", inboundTracking: null, events: TRACKED.events.slice(0, 1) };
const RECEIVED: Answer = {
  ...TRACKED,
  status: "pending",
  receivedAt: "2026-11-30T15:12:00.000Z",
  promisedBy: "2026-12-03",
  events: [...TRACKED.events.slice(0, 2), { type: "received", at: "2026-11-30T15:12:00.000Z" }],
};

function Page({ token }: { token?: string }) {
  const { data } = useOrderStatus(TOKEN);
  return data ? <OrderStatusView order={data as OrderStatusData} token={token} /> : null;
}

async function show(answer: Answer | (() => Response)) {
  const view = renderWithApi(<Page />, { [PATH]: typeof answer === "function" ? answer : () => Response.json(answer), ...CONTACT });
  await screen.findByRole("heading", { level: 1, name: "Order #42" });
  return view;
}

const steps = () => within(screen.getByRole("region", { name: "Work status" })).getAllByRole("listitem");
const currentIndex = () => steps().findIndex((step) => step.getAttribute("aria-current") === "step");
const currentStep = () => steps()[currentIndex()]!;

describe("the status page's work steps", () => {
  it("says the head is on its way to us, with how to ship it in, the payment as before", async () => {
    const { container } = await show(PENDING);
    expect(screen.getByRole("region", { name: "Work status" }).querySelector("ol")).toBeTruthy();
    expect(steps().map((step) => step.querySelector("p")?.textContent)).toEqual([
      "On its way to us (current step)",
      "In the workshop (to come)",
      "Shipped (to come)",
      "Delivered (to come)",
    ]);
    expect(currentIndex()).toBe(0);
    expect(currentStep().textContent).toContain("Ship your head to us with any carrier");
    const how = within(currentStep()).getByRole("link", { name: "How to ship your head to us" });
    const target = document.getElementById(how.getAttribute("href")!.slice(1));
    expect(target?.textContent).toBe("Ship your head to us");
    expect(screen.getByRole("region", { name: "Ship your head to us" })).toBeTruthy();
    const payment = screen.getByRole("region", { name: "Payment" });
    expect(
      within(payment)
        .getByRole("link", { name: /Pay now/ })
        .getAttribute("href"),
    ).toBe("https://pay.example.com/45.00");
    expect(screen.queryByText(/ships by/)).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("points to the prepaid return label while the head is expected", async () => {
    await show({ ...PENDING, inboundTracking: TRACKED.inboundTracking, returnLabelUrl: LABEL });
    const how = within(currentStep()).getByRole("link", { name: "How to send it with our prepaid label" });
    expect(document.getElementById(how.getAttribute("href")!.slice(1))?.textContent).toBe("Send us your head with our prepaid label");
    expect(screen.getByRole("link", { name: /Print your return label/ }).getAttribute("href")).toBe(LABEL);
  });

  it("says the head is in the workshop and the day it ships by, once received, and no longer how to send it", async () => {
    const { container } = await show({ ...RECEIVED, inboundTracking: null, returnLabelUrl: LABEL });
    expect(currentIndex()).toBe(1);
    expect(steps()[0]!.textContent).toContain("On its way to us (done)");
    expect(currentStep().querySelector("p")?.textContent).toBe("In the workshop, ships by Thursday, December 3 (current step)");
    expect(currentStep().querySelector("time")?.getAttribute("dateTime")).toBe("2026-12-03");
    expect(currentStep().textContent).toContain("in line for stringing");
    expect(screen.queryByRole("region", { name: "Ship your head to us" })).toBeNull();
    expect(screen.queryByRole("region", { name: "Send us your head with our prepaid label" })).toBeNull();
    expect(within(screen.getByRole("region", { name: "Payment" })).getByRole("link", { name: /Pay now/ })).toBeTruthy();
    expect(within(screen.getByRole("region", { name: "History" })).getByText("Your head arrived in our workshop")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows the new day when the promise moves", async () => {
    let answer = RECEIVED;
    const { client } = await show(() => Response.json(answer));
    expect(currentStep().textContent).toContain("ships by Thursday, December 3");
    answer = { ...RECEIVED, status: "in_progress", promisedBy: "2026-12-07" };
    await act(() => client.invalidateQueries());
    await waitFor(() => expect(currentStep().textContent).toContain("ships by Monday, December 7"));
    expect(currentStep().textContent).toContain("we are stringing your pocket");
    expect(screen.queryByText(/December 3/)).toBeNull();
  });

  it("says shipped with a link to follow the parcel back, then delivered", async () => {
    const { container, unmount } = await show({ ...RECEIVED, status: "shipped", outboundTracking: OUTBOUND });
    expect(currentIndex()).toBe(2);
    expect(currentStep().textContent).toContain("Shipped (current step)");
    expect(screen.queryByText(/ships by/)).toBeNull();
    const follow = within(currentStep()).getByRole("link", { name: /Follow your parcel with UPS/ });
    expect(follow.getAttribute("href")).toBe(OUTBOUND.url);
    expect(follow.getAttribute("rel")).toContain("noopener");
    expect(
      within(screen.getByRole("region", { name: "Shipping" }))
        .getByRole("link", { name: /Track with UPS/ })
        .getAttribute("href"),
    ).toBe(OUTBOUND.url);
    expect(await axeViolations(container)).toEqual([]);
    unmount();

    await show({ ...RECEIVED, status: "completed", paymentStatus: "paid", paymentUrl: null, outboundTracking: OUTBOUND });
    expect(currentIndex()).toBe(3);
    expect(currentStep().textContent).toContain("Delivered (current step)");
    expect(steps().filter((step) => step.textContent?.includes("(done)"))).toHaveLength(3);
  });

  it("says completed for a stick that went back without a parcel", async () => {
    await show({ ...RECEIVED, status: "completed", inboundTracking: null });
    expect(currentStep().textContent).toContain("Completed (current step)");
  });

  it("shows a cancelled order as cancelled, without steps", async () => {
    await show({ ...RECEIVED, status: "cancelled", paymentStatus: "refunded", paymentUrl: null });
    const work = screen.getByRole("region", { name: "Work status" });
    expect(within(work).getByText(/This order was cancelled/)).toBeTruthy();
    expect(within(work).queryByRole("listitem")).toBeNull();
    expect(within(screen.getByRole("region", { name: "Payment" })).getByText("Refunded")).toBeTruthy();
  });
});

describe("the status page's way back", () => {
  it("shows the QR code of the page's own address, drawn by the server under its token, with what it is for", async () => {
    const { container } = renderWithApi(<Page token={TOKEN} />, { [PATH]: () => Response.json(PENDING), ...CONTACT });
    const region = await screen.findByRole("region", { name: "Come back to this page" });
    const code = within(region).getByRole("img", { name: "QR code of this page's address" });
    expect(code.getAttribute("src")).toBe(`${PATH}/qr.svg`);
    expect(within(region).getByText("Scan to come back to this page")).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("shows none without the page's token", async () => {
    await show(PENDING);
    expect(screen.queryByRole("region", { name: "Come back to this page" })).toBeNull();
  });
});
