import { describe, expect, it } from "vitest";
import {
  contactMailData,
  formatMailTime,
  formatPromiseDate,
  mailOrder,
  mailSite,
  NO_TRACKING_NUMBER,
  ORDER_MAIL_READS,
  ORDER_MAIL_TEMPLATES,
  orderMailData,
} from "./order-mail-data.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";

const order = storedOrder({
  id: 12,
  servicePrice: 5699,
  meshColor: "Black",
  stringType: "Providing my own strings",
  additionalRequests:
    "Head Type: STX Surgeon 1000\nHead Color: White\nPosition: Attack\nPocket Preference: Mid Pocket\nPhone: 555-0100\nShipping Address: 12 Main St, Springfield, IL 62701\nStringer Notes: Tight channel\n  and a quick release",
  shippingInfo: { address: "12 Main St", city: "Springfield", state: "IL", zip: "62701", phone: "555-0100" },
  trackingToken: "b".repeat(64),
});
const sections = {
  companyName: { title: "Crease Stringing Co." },
  contactInfo: { content: "Email: hello@crease.example", founderName: "9 Goal Rd|Towson, MD 21204", founderTitle: "(555) 111-2222|Mon-Fri" },
};
const site = mailSite(sections, "https://crease.example/");
const context = { site, labels: [], paymentSettings: [{ serviceName: "Mesh Pocket", paymentLink: "https://buy.stripe.com/mesh?amount={amount}" }] };

describe("the data of the messages", () => {
  it("takes the business from the content sections, and the built-in name and address without them", () => {
    expect(site).toEqual({
      name: "Crease Stringing Co.",
      addressLines: ["9 Goal Rd", "Towson, MD 21204"],
      email: "hello@crease.example",
      url: "https://crease.example",
    });
    expect(mailSite({ companyName: null, contactInfo: null }, "http://127.0.0.1:3000")).toEqual({
      name: "StringMaster Pro",
      addressLines: ["123 Lacrosse Lane", "Baltimore, MD 21201"],
      email: null,
      url: "http://127.0.0.1:3000",
    });
  });

  it("shows the order number, the job as given, the amount in dollars and the status page", () => {
    expect(mailOrder(order, site)).toEqual({
      number: "#12",
      customerName: "Casey Jones",
      service: "Mesh Pocket",
      details: [
        { label: "Head type", value: "STX Surgeon 1000" },
        { label: "Head colour", value: "White" },
        { label: "Position", value: "Attack" },
        { label: "Pocket", value: "Mid Pocket" },
        { label: "Mesh", value: "Hero 3.0, Black" },
        { label: "Strings", value: "Providing my own strings" },
      ],
      notes: "Tight channel\nand a quick release",
      amount: "$56.99",
      statusUrl: `https://crease.example/track/${"b".repeat(64)}`,
    });
  });

  it("gives order-received the payment link with the order's reference and the customer's address", () => {
    const data = orderMailData("order-received", order, context);
    expect(data.ok && data.value.paymentUrl).toBe("https://buy.stripe.com/mesh?amount=56.99&client_reference_id=12&prefilled_email=casey%40example.com");
    const none = orderMailData("order-received", order, { ...context, paymentSettings: [] });
    expect(none.ok && none.value.paymentUrl).toBeNull();
  });

  it("gives order-received no link while the service's link is still the seeded placeholder", () => {
    const seeded = [{ serviceName: "Mesh Pocket", paymentLink: "https://example.com/replace-with-your-payment-link?service=Mesh%20Pocket&amount={amount}" }];
    const data = orderMailData("order-received", order, { ...context, paymentSettings: seeded });
    expect(data.ok && data.value.paymentUrl).toBeNull();
  });

  it("gives payment-received the amount paid", () => {
    const data = orderMailData("payment-received", { ...order, paymentStatus: "paid", amountPaid: 5000 }, context);
    expect(data.ok && data.value.amountPaid).toBe("$50.00");
  });

  it("gives head-received the promised day in words, and none for an order without a promise", () => {
    const promised = orderMailData("head-received", { ...order, promisedBy: "2026-12-03" }, context);
    expect(promised).toMatchObject({ ok: true, value: { promisedBy: "Thursday, December 3" } });
    expect(orderMailData("head-received", order, context)).toMatchObject({ ok: true, value: { promisedBy: null } });
    // The calendar day as written, whatever the server's zone: never the day before at UTC-midnight.
    expect(["2027-01-01", "2028-02-29"].map(formatPromiseDate)).toEqual(["Friday, January 1", "Tuesday, February 29"]);
  });

  it("gives shipped the parcel with its carrier's link, and refuses without a tracking number", () => {
    expect(orderMailData("shipped", order, context)).toEqual({ ok: false, error: { kind: "conflict", message: NO_TRACKING_NUMBER } });
    const typed = orderMailData("shipped", { ...order, status: "shipped", trackingNumber: "1Z999AA10123456784" }, context);
    expect(typed.ok && typed.value.tracking).toEqual({
      carrier: "UPS",
      number: "1Z999AA10123456784",
      url: "https://www.ups.com/track?tracknum=1Z999AA10123456784",
    });
    const labelled = orderMailData(
      "shipped",
      { ...order, outboundTrackingNumber: "TEST123", trackingNumber: "TEST123" },
      {
        ...context,
        labels: [{ kind: "outbound", carrier: "USPS", trackingNumber: "TEST123", labelUrl: "/l.pdf", rate: 0 }],
      },
    );
    expect(labelled.ok && labelled.value.tracking.carrier).toBe("USPS");
  });

  it("gives the owner the customer's contact details and the back office link", () => {
    const data = orderMailData("owner-new-order", order, context);
    expect(data.ok && data.value.customer).toEqual({
      name: "Casey Jones",
      email: "casey@example.com",
      phone: "555-0100",
      address: "12 Main St, Springfield, IL 62701",
    });
    expect(data.ok && data.value.adminUrl).toBe("https://crease.example/admin/orders");
  });

  it("makes each template's data from what it is said to read, so a mail reads nothing more", () => {
    const labels = [
      { id: 7, kind: "outbound" as const, carrier: "USPS", trackingNumber: "OUT123", labelUrl: "/o.pdf", rate: 0 },
      { id: 8, kind: "return" as const, carrier: "USPS", trackingNumber: "RET456", labelUrl: "/r.pdf", rate: 0 },
    ];
    const full = { ...context, labels, labelId: 8 };
    const states = [
      { ...order, returnTrackingNumber: "RET456" },
      { ...order, status: "shipped" as const, outboundTrackingNumber: "OUT123", trackingNumber: "OUT123" },
    ];
    for (const template of ORDER_MAIL_TEMPLATES) {
      const reads = ORDER_MAIL_READS[template];
      const only = { ...full, labels: reads.labels ? labels : [], paymentSettings: reads.paymentSettings ? full.paymentSettings : [] };
      for (const state of states) expect(orderMailData(template, state, only), template).toEqual(orderMailData(template, state, full));
    }
    // The fixture reaches every read: without the labels and links, some message changes.
    const bare = { ...full, labels: [], paymentSettings: [] };
    const changed = ORDER_MAIL_TEMPLATES.filter((template) =>
      states.some((state) => JSON.stringify(orderMailData(template, state, bare)) !== JSON.stringify(orderMailData(template, state, full))),
    );
    expect(changed).toEqual(["order-received", "shipped", "return-label"]);
  });

  it("gives the owner a contact message with its time in UTC", () => {
    expect(contactMailData({ name: "Sam", email: "sam@example.com", message: "Goalie head?", createdAt: new Date("2024-05-01T14:05:09Z") }, site)).toEqual({
      site,
      contact: { name: "Sam", email: "sam@example.com", message: "Goalie head?", receivedAt: "May 1, 2024, 14:05 UTC" },
      adminUrl: "https://crease.example/admin/inbox",
    });
    expect(formatMailTime(new Date("2024-12-31T23:59:00Z"))).toBe("Dec 31, 2024, 23:59 UTC");
  });
});
