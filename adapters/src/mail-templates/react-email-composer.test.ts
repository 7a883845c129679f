import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES } from "@stringing/core/mail/mail-templates";
import { CUSTOMER_ORDER_MAILS, mailComposerContract } from "@stringing/core/testing/contracts/mail-composer-contract";
import { fixtureMail } from "@stringing/core/testing/mail-fixtures";
import { ReactEmailComposer } from "./react-email-composer.ts";

const composer = new ReactEmailComposer();

describe("the react-email templates against the composer contract", () => {
  mailComposerContract(() => composer);
});

describe("the react-email templates", () => {
  for (const template of MAIL_TEMPLATES) {
    it(`renders ${template} with the order's data (text part)`, async () => {
      const { text } = await composer.compose(template, fixtureMail[template]);
      expect(text).toMatchSnapshot();
    });
  }

  it("renders a whole HTML document in the brand's teal, with inline styles only", async () => {
    const { html } = await composer.compose("order-received", fixtureMail["order-received"]);
    expect(html).toMatch(/^<!DOCTYPE html/);
    expect(html).toContain("background-color:#41B5B4");
    expect(html).not.toMatch(/<link|<script|<style/i);
    expect(html).toContain('href="https://buy.stripe.com/test_abc?client_reference_id=1042&amp;prefilled_email=zoe%40example.com"');
  });

  it.each(CUSTOMER_ORDER_MAILS)("%s links the status page: a link a player taps, its address written out", async (template) => {
    const { html } = await composer.compose(template, fixtureMail[template]);
    const { statusUrl } = fixtureMail[template].order;
    expect(html).toContain(`href="${statusUrl}"`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="${statusUrl}"[^>]*>${statusUrl}</a>`));
  });

  it("says a payment link will follow when the service has none", async () => {
    const { text } = await composer.compose("order-received", { ...fixtureMail["order-received"], paymentUrl: null });
    expect(text).toContain("The amount due is $89.99. We will send you a payment link.");
    expect(text).not.toContain("buy.stripe.com");
  });

  it("frames the owner's own campaign HTML (only a whole document's body) in the brand, with the unsubscribe link", async () => {
    const data = { ...fixtureMail.campaign, htmlContent: "<html><head><title>x</title></head><body><h1>Spring <em>sale</em></h1></body></html>" };
    const { html, text } = await composer.compose("campaign", data);
    expect(html).toContain("<h1>Spring <em>sale</em></h1>");
    expect(html).not.toContain("<title>x</title>");
    expect(html).toContain("background-color:#41B5B4");
    expect(html).toContain(`href="${data.unsubscribeUrl}"`);
    expect(text).toContain("Spring sale");
  });
});
