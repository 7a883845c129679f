/**
 * Fixed data for every template, with customer text that tries to be
 * markup, for the composer contract and the templates' snapshot tests.
 */
import type { MailOrder, MailSite, MailTemplateData, MailTemplateName } from "../mail/mail-templates.ts";

export const fixtureSite: MailSite = {
  name: "StringMaster Pro",
  addressLines: ["123 Lacrosse Lane", "Baltimore, MD 21201"],
  email: "info@stringmasterpro.com",
  url: "https://shop.example",
};

/** A name and notes a customer could type; none of it may become markup. */
export const HOSTILE_NAME = `Zoë <img src=x onerror="alert(1)"> O'Neil`;
export const HOSTILE_NOTES = "Tight <b>channel</b> & a \"mid\" pocket\n<script>alert('x')</script>";

export const fixtureOrder: MailOrder = {
  number: "#1042",
  customerName: HOSTILE_NAME,
  service: "Mesh Pocket",
  details: [
    { label: "Head type", value: "StringKing Mark 2V" },
    { label: "Head colour", value: "White" },
    { label: "Position", value: "Attack" },
    { label: "Pocket", value: "Mid" },
    { label: "Mesh", value: "Hard mesh, Black" },
  ],
  notes: HOSTILE_NOTES,
  amount: "$89.99",
  statusUrl: "https://shop.example/track/4f1c9a0b7d2e4c6a8b1f3e5d7c9a0b2d4f6e8a1c3b5d7f9e0a2c4b6d8f0e1a3c",
};

export const fixtureMail: { [T in MailTemplateName]: MailTemplateData[T] } = {
  "order-received": {
    site: fixtureSite,
    order: fixtureOrder,
    paymentUrl: "https://buy.stripe.com/test_abc?client_reference_id=1042&prefilled_email=zoe%40example.com",
  },
  "payment-received": { site: fixtureSite, order: fixtureOrder, amountPaid: "$89.99" },
  "head-received": { site: fixtureSite, order: fixtureOrder, promisedBy: "Thursday, December 3" },
  shipped: {
    site: fixtureSite,
    order: fixtureOrder,
    tracking: {
      carrier: "USPS",
      number: "9400111899223197428490",
      url: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111899223197428490",
    },
  },
  "return-label": {
    site: fixtureSite,
    order: fixtureOrder,
    label: {
      carrier: "USPS",
      trackingNumber: "9202090153540000000012",
      trackingUrl: "https://tools.usps.com/go/TrackConfirmAction?tLabels=9202090153540000000012",
      downloadUrl: `${fixtureOrder.statusUrl.replace("/track/", "/api/track/")}/return-label.pdf`,
    },
  },
  "charge-proposed": { site: fixtureSite, order: fixtureOrder, charge: { description: "Replacement head <b>dyed</b> black", amount: "$40.00" } },
  "owner-new-order": {
    site: fixtureSite,
    order: fixtureOrder,
    customer: { name: HOSTILE_NAME, email: "zoe@example.com", phone: "(555) 010-2030", address: "12 Main St, Springfield, IL 62701, United States" },
    adminUrl: "https://shop.example/admin/orders",
  },
  "owner-new-contact": {
    site: fixtureSite,
    contact: { name: HOSTILE_NAME, email: "zoe@example.com", message: HOSTILE_NOTES, receivedAt: "May 1, 2024, 14:05 UTC" },
    adminUrl: "https://shop.example/admin/inbox",
  },
  "test-mail": { site: fixtureSite, provider: "resend", sentAt: "May 1, 2024, 14:05 UTC" },
  "resubscribe-confirmation": {
    site: fixtureSite,
    name: HOSTILE_NAME,
    email: "zoe@example.com",
    confirmUrl: "https://shop.example/api/subscribers/resubscribe?token=11111111-1111-4111-8111-000000000001",
  },
  // The owner writes campaigns, yet a pasted name must stay text all the same.
  campaign: {
    site: fixtureSite,
    subject: "Spring stringing special",
    content: `Hello from ${HOSTILE_NAME}!\n\nFresh mesh is in: 20% off every restring this week.`,
    htmlContent: null,
    unsubscribeUrl: "https://shop.example/api/subscribers/unsubscribe?token=11111111-1111-4111-8111-000000000002",
  },
};

/** What the text part of each template must say, whatever the layout. */
export const mustSay: { [T in MailTemplateName]: string[] } = {
  "order-received": [
    "#1042",
    "Mesh Pocket",
    "StringKing Mark 2V",
    "$89.99",
    fixtureMail["order-received"].paymentUrl!,
    fixtureOrder.statusUrl,
    "123 Lacrosse Lane",
    "Baltimore, MD 21201",
  ],
  "payment-received": ["#1042", "$89.99", fixtureOrder.statusUrl],
  "head-received": ["#1042", fixtureOrder.statusUrl, "ship it back by Thursday, December 3"],
  shipped: ["#1042", "USPS", "9400111899223197428490", fixtureMail.shipped.tracking.url, fixtureOrder.statusUrl],
  "return-label": [
    "#1042",
    "USPS",
    "9202090153540000000012",
    "https://shop.example/api/track/4f1c9a0b7d2e4c6a8b1f3e5d7c9a0b2d4f6e8a1c3b5d7f9e0a2c4b6d8f0e1a3c/return-label.pdf",
    fixtureOrder.statusUrl,
  ],
  "charge-proposed": ["#1042", "Replacement head <b>dyed</b> black", "$40.00", fixtureOrder.statusUrl],
  "owner-new-order": [
    "#1042",
    "zoe@example.com",
    "(555) 010-2030",
    "12 Main St, Springfield, IL 62701, United States",
    "$89.99",
    "https://shop.example/admin/orders",
  ],
  "owner-new-contact": ["zoe@example.com", "May 1, 2024, 14:05 UTC", "Tight <b>channel</b>", "https://shop.example/admin/inbox"],
  "test-mail": ["resend", "May 1, 2024, 14:05 UTC"],
  "resubscribe-confirmation": ["zoe@example.com", "https://shop.example/api/subscribers/resubscribe?token=11111111-1111-4111-8111-000000000001"],
  campaign: [
    "Fresh mesh is in: 20% off every restring this week.",
    "https://shop.example/api/subscribers/unsubscribe?token=11111111-1111-4111-8111-000000000002",
  ],
};
