import { describe, expect, it } from "vitest";
import { defaultContentSections } from "../content/site-defaults.ts";
import { type SetupFacts, setupChecklist } from "./setup-checklist.ts";

const seededContact = defaultContentSections.find((section) => section.section === "contact-info") ?? null;

const fresh: SetupFacts = {
  contactInfo: seededContact,
  ownerEmailConcern: "localhost",
  fromPublicUrl: false,
  services: [{ price: 0 }, { price: 4500 }],
  paymentLinks: ["https://example.com/replace-with-your-payment-link?service=mesh", "https://buy.stripe.com/abc"],
  mailProvider: "file",
  shipFrom: null,
};

const ready: SetupFacts = {
  contactInfo: { founderName: "9 Field Road|Towson, MD 21204" },
  ownerEmailConcern: null,
  fromPublicUrl: true,
  services: [{ price: 4500 }, { price: 0, visible: false }],
  paymentLinks: ["https://buy.stripe.com/abc", "https://pay.example.com/x"],
  mailProvider: "resend",
  shipFrom: { name: "Shop", street1: "9 Field Road" },
};

const doneOf = (facts: SetupFacts) => Object.fromEntries(setupChecklist(facts).map((item) => [item.key, item.done]));

describe("the shop's setup checklist", () => {
  it("lists every step in order, none done on a fresh install", () => {
    expect(setupChecklist(fresh)).toEqual([
      { key: "shop-address", done: false },
      { key: "owner-email", done: false },
      { key: "public-url", done: false },
      { key: "service-prices", done: false },
      { key: "payment-links", done: false },
      { key: "mail-provider", done: false },
      { key: "shipping-origin", done: false },
    ]);
  });

  it("ticks every step of a shop set up, hidden services aside", () => {
    expect(setupChecklist(ready).every((item) => item.done)).toBe(true);
  });

  it.each<[string, Partial<SetupFacts>, string, boolean]>([
    ["no contact section", { contactInfo: null }, "shop-address", false],
    ["a blank address", { contactInfo: { founderName: " | " } }, "shop-address", false],
    ["the sample address, spaced otherwise", { contactInfo: { founderName: " 123 Lacrosse Lane | Baltimore, MD 21201" } }, "shop-address", false],
    ["the owner's e-mail unset", { ownerEmailConcern: "unset" }, "owner-email", false],
    ["a no-reply owner e-mail", { ownerEmailConcern: "no-reply" }, "owner-email", false],
    ["no PUBLIC_URL", { fromPublicUrl: false }, "public-url", false],
    ["no services at all", { services: [] }, "service-prices", false],
    ["a shown service without a price", { services: [{ price: 4500 }, { price: 0, visible: true }] }, "service-prices", false],
    ["one placeholder link left", { paymentLinks: ["https://buy.stripe.com/a", "https://example.com/pay"] }, "payment-links", false],
    ["no payment links (nothing placeholder)", { paymentLinks: [] }, "payment-links", true],
    ["Mailjet", { mailProvider: "mailjet" }, "mail-provider", true],
    ["mail to files", { mailProvider: "file" }, "mail-provider", false],
    ["no ship-from address", { shipFrom: null }, "shipping-origin", false],
  ])("%s", (_, change, key, done) => {
    expect(doneOf({ ...ready, ...change })[key]).toBe(done);
  });
});
