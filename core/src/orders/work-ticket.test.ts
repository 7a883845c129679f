import { describe, expect, it } from "vitest";
import { buildAdditionalRequests } from "./additional-requests.ts";
import { pocketDetailsSchema } from "./pocket-details.ts";
import { NOT_GIVEN, NOT_RECEIVED, shipByLine, workTicketFor } from "./work-ticket.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";

const ORIGIN = "https://shop.example";
const at = new Date("2026-04-02T09:00:00Z");
const base = storedOrder({
  id: 42,
  meshColor: "White",
  stringType: "Providing my own strings",
  trackingToken: "f".repeat(64),
});

describe("the work ticket", () => {
  it("reads the job from the labelled additionalRequests, with the big number and its barcode", () => {
    const additionalRequests = buildAdditionalRequests({
      headType: "STX Surgeon 1000",
      headColor: "Neon Green",
      position: "Attack",
      pocketPreference: "Mid Pocket",
      meshOption: "Hero 3.0",
      stringOption: "Providing my own strings",
      phone: "555-0100",
      shippingAddress: "12 Main St, Springfield",
      stringerNotes: "Two shooters\nhigh channel",
    });
    expect(workTicketFor({ ...base, additionalRequests }, "https://shop.example/")).toEqual({
      orderId: 42,
      orderNumber: "#42",
      barcode: "42",
      adminUrl: "https://shop.example/admin/orders/42",
      createdAt: at,
      customerName: "Casey Jones",
      customerEmail: "casey@example.com",
      phone: "555-0100",
      payment: "Unpaid, $45.00 due",
      promise: "Not received yet",
      service: "Mesh Pocket",
      details: [
        { label: "Head type", value: "STX Surgeon 1000" },
        { label: "Head colour", value: "Neon Green" },
        { label: "Position", value: "Attack" },
        { label: "Pocket", value: "Mid Pocket" },
        { label: "Mesh", value: "Hero 3.0, White" },
        { label: "Strings", value: "Providing my own strings" },
      ],
      pocket: [],
      notes: "Two shooters\nhigh channel",
    });
  });

  it("lists the pocket in detail in the order the stringer works, leaving out the parts nobody said", () => {
    const pocket = pocketDetailsSchema.parse({
      diamonds: 10,
      meshBrand: "ECD Hero 3.0",
      whip: "low",
      shooters: [
        { style: "straight", material: "nylon", color: "White" },
        { style: "v", material: "hockey_lace" },
      ],
      sidewallColor: "Red",
    });
    expect(workTicketFor({ ...base, pocket }, ORIGIN).pocket).toEqual([
      { label: "Mesh type", value: "ECD Hero 3.0, 10 diamonds" },
      { label: "Sidewall", value: "Red" },
      { label: "Shooter 1", value: "Straight nylon, White" },
      { label: "Shooter 2", value: "V hockey lace" },
      { label: "Whip", value: "Low whip" },
    ]);
  });

  it("names the position by its label, and says whether the order is paid", () => {
    const ticket = workTicketFor({ ...base, additionalRequests: buildAdditionalRequests({ position: "FO" }), paymentStatus: "paid", amountPaid: 5699 }, ORIGIN);
    expect(ticket.details.find((detail) => detail.label === "Position")?.value).toBe("Face Off");
    expect(ticket.payment).toBe("Paid, $56.99");
    expect(workTicketFor({ ...base, paymentStatus: "partially_paid", amountPaid: 2000 }, ORIGIN).payment).toBe("Partially paid, $25.00 due");
  });

  it("says what is not given, has no notes for 'None', and never prints the address", () => {
    const ticket = workTicketFor(
      {
        ...base,
        meshType: null,
        meshColor: null,
        stringType: null,
        shippingInfo: null,
        additionalRequests: "Stringer Notes: None",
      },
      ORIGIN,
    );
    expect(ticket.details.every((detail) => detail.value === NOT_GIVEN)).toBe(true);
    expect(ticket.notes).toBeNull();
    expect(ticket.phone).toBeNull();
    const text = JSON.stringify(
      workTicketFor({ ...base, additionalRequests: buildAdditionalRequests({ phone: "555-0100", shippingAddress: "12 Main St" }) }, ORIGIN),
    );
    expect(text).not.toContain("Main St");
  });

  it("prints the day the stick is promised back by once the head is in, and says when it is not in yet", () => {
    expect(workTicketFor({ ...base, receivedAt: new Date("2026-11-30T15:00:00Z"), promisedBy: "2026-12-03" }, ORIGIN).promise).toBe("Ship by Thu Dec 3, 2026");
    expect(workTicketFor({ ...base, receivedAt: null, promisedBy: null }, ORIGIN).promise).toBe(NOT_RECEIVED);
  });

  it("writes the promise as the calendar day it is, on either side of a year and a month", () => {
    expect(shipByLine("2026-12-31")).toBe("Ship by Thu Dec 31, 2026");
    expect(shipByLine("2027-01-01")).toBe("Ship by Fri Jan 1, 2027");
    expect(shipByLine("2028-02-29")).toBe("Ship by Tue Feb 29, 2028");
  });
});
