import { describe, expect, it } from "vitest";
import { MAIL_TEMPLATES, mailSubject } from "../../mail/mail-templates.ts";
import { ORDER_MAIL_TEMPLATES, recipientOf } from "../../mail/order-mail-data.ts";
import type { MailComposer } from "../../ports/mail-composer.port.ts";
import { fixtureMail, fixtureSite, mustSay } from "../mail-fixtures.ts";

/** The order mails the customer gets (order received, payment, head received, shipped, return label). */
export const CUSTOMER_ORDER_MAILS = ORDER_MAIL_TEMPLATES.filter((template) => recipientOf(template) === "customer");

/** The composer port, run against the plain fake and the react-email templates alike. */
export function mailComposerContract(open: () => MailComposer): void {
  describe("mail composer port contract", () => {
    for (const template of MAIL_TEMPLATES) {
      describe(template, () => {
        it("has the template's subject, and says what the message is for in both parts", async () => {
          const mail = await open().compose(template, fixtureMail[template]);
          expect(mail.subject).toBe(mailSubject(template, fixtureMail[template]));
          for (const fact of mustSay[template]) expect(mail.text, fact).toContain(fact);
          if ("order" in fixtureMail[template]) expect(mail.html).toContain("#1042");
        });

        it("signs with the site's name and address", async () => {
          const mail = await open().compose(template, fixtureMail[template]);
          for (const line of [fixtureSite.name, ...fixtureSite.addressLines]) {
            expect(mail.text).toContain(line);
            expect(mail.html).toContain(line);
          }
        });

        it("escapes what a customer typed: no markup of theirs reaches the HTML", async () => {
          const { html } = await open().compose(template, fixtureMail[template]);
          expect(html).not.toMatch(/<img src=x/i);
          expect(html).not.toMatch(/<script/i);
          expect(html).not.toContain("<b>channel</b>");
          // Every message but the test names a customer: shown as text.
          if (template !== "test-mail") expect(html).toContain("Zoë &lt;img");
        });
      });
    }

    // The player's way back to the status page (issue 35): every order mail to them carries it, in both parts.
    it.each(CUSTOMER_ORDER_MAILS)("%s carries the customer's status page link", async (template) => {
      const mail = await open().compose(template, fixtureMail[template]);
      const { statusUrl } = fixtureMail[template].order;
      expect(mail.text).toContain(statusUrl);
      expect(mail.html).toContain(statusUrl);
    });

    it("keeps a subject on one line whatever the name holds", async () => {
      const data = { ...fixtureMail["owner-new-contact"], contact: { ...fixtureMail["owner-new-contact"].contact, name: "Zoë\r\nBcc: all@example.com" } };
      expect((await open().compose("owner-new-contact", data)).subject).toBe("New contact message from Zoë Bcc: all@example.com");
    });
  });
}
