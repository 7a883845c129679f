import { describe, expect, it } from "vitest";
import type { MailDeliveries } from "../../ports/mail-deliveries.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

const attempt = (fields: Partial<Parameters<MailDeliveries["record"]>[0]> = {}) => ({
  key: "order:12:order-received",
  template: "order-received",
  recipient: "casey@example.com",
  status: "failed" as const,
  providerMessageId: null,
  error: "Service unavailable",
  ...fields,
});

/** The once-per-key record of the product's own mails, held to the same rules in memory and in Postgres. */
export function mailDeliveriesContract(open: FreshFactory<MailDeliveries>): void {
  describe("mail deliveries port contract", () => {
    const deliveries = useFresh(open);

    it("knows nothing of a key never tried", async () => {
      expect(await deliveries().find("order:1:shipped")).toBeNull();
    });

    it("counts the attempts and keeps the last outcome until one is sent", async () => {
      expect(await deliveries().record(attempt())).toMatchObject({ status: "failed", attempts: 1, error: "Service unavailable" });
      expect(await deliveries().record(attempt({ error: "Timeout" }))).toMatchObject({ status: "failed", attempts: 2, error: "Timeout" });
      const sent = await deliveries().record(attempt({ status: "sent", error: null, providerMessageId: "msg-1" }));
      expect(sent).toEqual({
        key: "order:12:order-received",
        template: "order-received",
        recipient: "casey@example.com",
        status: "sent",
        providerMessageId: "msg-1",
        error: null,
        attempts: 3,
        updatedAt: expect.any(Date),
      });
      expect(await deliveries().find("order:12:order-received")).toEqual(sent);
      expect(await deliveries().find("order:12:shipped")).toBeNull();
    });

    it("keeps a sent key sent: a late failure report changes nothing but the count", async () => {
      await deliveries().record(attempt({ status: "sent", error: null, providerMessageId: "msg-1" }));
      expect(await deliveries().record(attempt({ error: "late" }))).toMatchObject({ status: "sent", providerMessageId: "msg-1", error: null, attempts: 2 });
    });
  });
}
