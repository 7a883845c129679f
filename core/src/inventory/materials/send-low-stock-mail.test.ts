import { describe, expect, it } from "vitest";
import type { AppJobs } from "../../jobs/app-jobs.ts";
import type { ActiveMail } from "../../mail/mail-delivery.ts";
import { InMemoryMailDeliveries } from "../../testing/in-memory-mail-deliveries.ts";
import { InMemoryMailLog, RecordingMailer } from "../../testing/in-memory-marketing.ts";
import { composeLowStockMail, sendLowStockMail } from "./send-low-stock-mail.ts";

const payload: AppJobs["low-stock-mail"] = {
  crossing: "job-1",
  itemId: 4,
  name: "Hero 3.0 mesh",
  quantity: 1,
  threshold: 2,
  orderId: 69,
  siteOrigin: "https://shop.example",
};

describe("the owner's low-stock mail", () => {
  it("says what ran low, how many are left, which order took them and where to restock", () => {
    const mail = composeLowStockMail(payload);
    expect(mail.subject).toBe("Low stock: Hero 3.0 mesh (1 left)");
    expect(mail.text).toContain("after order #69 took its materials");
    expect(mail.text).toContain("https://shop.example/admin/inventory");
    expect(composeLowStockMail({ ...payload, quantity: 0 }).subject).toBe("Low stock: Hero 3.0 mesh (out of stock)");
  });

  it("goes to the owner once per crossing, however often the job runs", async () => {
    const mailer = new RecordingMailer("local-file");
    const activeMail = async (): Promise<ActiveMail> => ({
      provider: "file",
      configured: true,
      mailer,
      senderEmail: "no-reply@shop.example",
      ownerEmail: "owner@shop.example",
      savedOwnerEmail: "owner@shop.example",
    });
    const send = sendLowStockMail({ activeMail, mailLog: new InMemoryMailLog(), deliveries: new InMemoryMailDeliveries() });
    expect(await send(payload)).toBe("sent");
    expect(await send(payload)).toBe("already_sent");
    expect(await send({ ...payload, crossing: "job-2" })).toBe("sent");
    expect(mailer.sent.map((mail) => [mail.to.email, mail.idempotencyKey])).toEqual([
      ["owner@shop.example", "low-stock:job-1"],
      ["owner@shop.example", "low-stock:job-2"],
    ]);
  });
});
