import { describe, expect, it } from "vitest";
import { apiOrder } from "../../testing/order-fixture.ts";
import { ordersToCsv } from "./orders-csv.ts";

const order = apiOrder({
  id: 7,
  customerId: null,
  customerName: 'Ada "Ace" Lovelace',
  serviceName: "Full Restring",
  servicePrice: 6499,
  additionalRequests: "Phone: 555-0100",
  status: "in_progress",
  createdAt: "2026-03-04T10:00:00.000Z",
  shippingInfo: { address: "1 Main St, Apt 2", city: "Austin", state: "TX", zip: "78701", country: "United States" },
  details: { phone: "555-0100" },
});

describe("ordersToCsv", () => {
  it("writes a header and one quoted, dollar-priced row per order", () => {
    const [header, row] = ordersToCsv([order]).split("\r\n");
    expect(header).toMatch(/^Order #,Date,Customer Name,Customer Email,Service,Total,Status/);
    expect(row).toBe(
      '7,2026-03-04,"Ada ""Ace"" Lovelace",ada@example.com,Full Restring,64.99,in_progress,555-0100,"1 Main St, Apt 2",Austin,TX,78701,United States,,,,unpaid,,',
    );
  });

  it("ends each row with the payment: status, amount in dollars and the day it was paid", () => {
    const [header, row] = ordersToCsv([{ ...order, paymentStatus: "paid", amountPaid: 6000, paidAt: "2026-03-05T18:30:00.000Z" }]).split("\r\n");
    expect(header).toMatch(/,Payment Status,Amount Paid,Paid At$/);
    expect(row).toMatch(/,paid,60\.00,2026-03-05$/);
  });

  it("defuses cells a spreadsheet would run as formulas", () => {
    const [, row] = ordersToCsv([apiOrder({ id: 7, customerName: '=HYPERLINK("x")', serviceName: "-5", createdAt: "2026-03-04T10:00:00.000Z" })]).split("\r\n");
    expect(row).toMatch(/^7,2026-03-04,"'=HYPERLINK\(""x""\)",ada@example\.com,'-5,45\.00,pending,/);
  });
});
