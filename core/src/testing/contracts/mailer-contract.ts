import { describe, expect, it } from "vitest";
import type { Mailer, OutgoingMail } from "../../ports/mailer.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

/** A message as it arrived wherever the mailer delivers it, read back by the test's own means. */
export type DeliveredMail = { to: string; subject: string; text: string; html?: string | undefined; headers: Record<string, string> };

export type MailerSubject = {
  mailer: Mailer;
  /** Everything this mailer delivered so far, in order. */
  delivered(): Promise<DeliveredMail[]>;
  /** A mailer of the same kind that cannot deliver at all (refused credentials, no place to write). */
  broken(): Mailer;
};

const unsubscribe = "https://shop.example/api/subscribers/unsubscribe?token=0b6c1c9e-1a2b-4c3d-8e9f-0123456789ab";

const message = (to: string, extra: Partial<OutgoingMail> = {}): OutgoingMail => ({
  from: { email: "shop@example.com", name: "Stringing Shop" },
  to: { email: to },
  subject: `Spring sale for ${to}`,
  text: "Fresh mesh is in.",
  ...extra,
});

/** The mailer port, run against the recording fake, the file mailer and Mailjet (through its fake server) alike. */
export function mailerContract(open: FreshFactory<MailerSubject>): void {
  describe("mailer port contract", () => {
    const subject = useFresh(open);

    it("names its provider and how many messages one call may carry", () => {
      expect(subject().mailer.provider.trim()).not.toBe("");
      expect(Number.isInteger(subject().mailer.maxBatchSize) && subject().mailer.maxBatchSize >= 1).toBe(true);
    });

    it("answers one status per message, in order, each delivered with its own id", async () => {
      const count = Math.min(3, subject().mailer.maxBatchSize);
      const recipients = Array.from({ length: count }, (_, index) => `fan${index}@example.com`);
      const statuses = await subject().mailer.send(recipients.map((to) => message(to)));
      expect(statuses).toHaveLength(count);
      const ids = statuses.map((status) => (status.ok ? status.providerMessageId : `failed: ${status.error}`));
      expect(ids.every((id) => typeof id === "string" && !id.startsWith("failed"))).toBe(true);
      expect(new Set(ids).size).toBe(count);
      expect((await subject().delivered()).map((mail) => [mail.to, mail.subject])).toEqual(recipients.map((to) => [to, `Spring sale for ${to}`]));
    });

    it("delivers the text, the HTML and the extra headers of a campaign", async () => {
      const [status] = await subject().mailer.send([
        message("reader@example.com", {
          subject: "Spring sale — fresh mesh 🥍 für alle",
          text: `Hello Zoë!\nUnsubscribe: ${unsubscribe}`,
          html: `<p>Hello Zoë!</p><a href="${unsubscribe}">Unsubscribe</a>`,
          headers: { "List-Unsubscribe": `<${unsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" },
        }),
      ]);
      expect(status?.ok).toBe(true);
      const [mail] = await subject().delivered();
      expect(mail?.subject).toBe("Spring sale — fresh mesh 🥍 für alle");
      expect(mail?.text.trim()).toBe(`Hello Zoë!\nUnsubscribe: ${unsubscribe}`);
      expect(mail?.html).toContain(`<a href="${unsubscribe}">Unsubscribe</a>`);
      expect(mail?.headers["list-unsubscribe"]).toBe(`<${unsubscribe}>`);
      expect(mail?.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
    });

    it("answers an empty batch with no statuses", async () => {
      expect(await subject().mailer.send([])).toEqual([]);
    });

    it("fails every message of a call it cannot make, without throwing", async () => {
      const statuses = await subject()
        .broken()
        .send([message("a@example.com"), message("b@example.com")]);
      expect(statuses).toEqual([
        { ok: false, error: expect.any(String) },
        { ok: false, error: expect.any(String) },
      ]);
      expect(await subject().delivered()).toEqual([]);
    });
  });
}
