import { describe, expect, it } from "vitest";
import { orderFormSchema } from "../orders/order-form.ts";
import { placeOrder } from "../orders/place-order.ts";
import { InMemoryMailLog, InMemoryMailSettings, RecordingMailer } from "../testing/in-memory-marketing.ts";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { PlainMailComposer } from "../testing/plain-mail-composer.ts";
import { resolveActiveMail } from "./mail-delivery.ts";
import { sendContactMail, sendOrderMail, sendTestMail } from "./send-mail.ts";

const at = new Date("2024-05-01T14:05:00Z");

async function setUp() {
  const store = new InMemoryOrderStore(() => at);
  store.services = [{ name: "Mesh Pocket", price: 4500 }];
  store.paymentSettings = [{ serviceName: "Mesh Pocket", paymentLink: "https://pay.example/mesh?amount=[amount]" }];
  const placed = await placeOrder({ intake: store, clock: { now: () => at } })({
    form: orderFormSchema.parse(validOrderForm({ stringerNotes: "<b>tight</b>" })),
  });
  if (!placed.ok) throw new Error("no order");
  const settings = new InMemoryMailSettings();
  const file = new RecordingMailer("local-file");
  const composer = new PlainMailComposer();
  const mailLog = new InMemoryMailLog();
  const deps = {
    composer,
    mailLog,
    activeMail: resolveActiveMail({
      settings,
      mailerFor: () => new RecordingMailer("mailjet"),
      environment: { resend: null, file: { mailer: file, senderEmail: "no-reply@localhost" }, fileForced: false },
    }),
    orders: store,
    paymentSettings: async () => store.paymentSettings,
    siteSections: async () => ({ companyName: { title: "Crease Co." }, contactInfo: null }),
    clock: { now: () => at },
  };
  return { store, orderId: placed.value.body.id, settings, file, composer, mailLog, deps };
}

describe("sending the product's messages", () => {
  it("sends order-received to the customer from the sender, under the site's name, and logs it", async () => {
    const { deps, orderId, file, mailLog, composer } = await setUp();
    const result = await sendOrderMail(deps)({ orderId, template: "order-received", siteOrigin: "https://shop.example", idempotencyKey: "order-received:1" });
    expect(result).toEqual({
      ok: true,
      value: {
        template: "order-received",
        provider: "file",
        to: "casey@example.com",
        subject: `We received your order #${orderId} - Crease Co.`,
        status: { ok: true, providerMessageId: "msg-1-0" },
      },
    });
    const [sent] = file.sent;
    expect(sent).toMatchObject({
      from: { email: "no-reply@localhost", name: "Crease Co." },
      to: { email: "casey@example.com", name: "Casey Jones" },
      idempotencyKey: "order-received:1",
    });
    expect(sent!.text).toContain("https://pay.example/mesh?amount=45.00");
    expect(sent!.text).toMatch(/https:\/\/shop\.example\/track\/[0-9a-f]{64}/);
    expect(sent!.html).toContain("&lt;b&gt;tight&lt;/b&gt;");
    expect(composer.composed.map((c) => c.template)).toEqual(["order-received"]);
    expect(mailLog.entries).toEqual([
      {
        kind: "order-received",
        recipient: "casey@example.com",
        subject: `We received your order #${orderId} - Crease Co.`,
        provider: "local-file",
        status: "sent",
        providerMessageId: "msg-1-0",
        error: null,
      },
    ]);
  });

  it("sends the owner's copy to the owner address (else the sender), replying to the customer", async () => {
    const { deps, orderId, file, settings } = await setUp();
    await sendOrderMail(deps)({ orderId, template: "owner-new-order", siteOrigin: "https://shop.example" });
    await settings.saveOwnerEmail("owner@example.com");
    await sendOrderMail(deps)({ orderId, template: "owner-new-order", siteOrigin: "https://shop.example" });
    expect(file.sent.map((mail) => [mail.to.email, mail.replyTo?.email])).toEqual([
      ["no-reply@localhost", "casey@example.com"],
      ["owner@example.com", "casey@example.com"],
    ]);
  });

  it("answers not_found for an unknown order and a conflict for shipped without a tracking number, sending nothing", async () => {
    const { deps, orderId, file, mailLog } = await setUp();
    expect(await sendOrderMail(deps)({ orderId: 999, template: "order-received", siteOrigin: "https://x.example" })).toEqual({
      ok: false,
      error: { kind: "not_found", message: "Order not found" },
    });
    expect(await sendOrderMail(deps)({ orderId, template: "shipped", siteOrigin: "https://x.example" })).toMatchObject({
      ok: false,
      error: { kind: "conflict" },
    });
    expect(file.sent).toEqual([]);
    expect(mailLog.entries).toEqual([]);
  });

  it("reports a provider's refusal or a throwing mailer as a failed status, logged, without throwing", async () => {
    const { deps, orderId, file, mailLog } = await setUp();
    file.failEverything = "Resend refused the API key";
    const refused = await sendOrderMail(deps)({ orderId, template: "head-received", siteOrigin: "https://x.example" });
    expect(refused.ok && refused.value.status).toEqual({ ok: false, error: "Resend refused the API key" });
    file.throwing = true;
    const thrown = await sendOrderMail(deps)({ orderId, template: "head-received", siteOrigin: "https://x.example" });
    expect(thrown.ok && thrown.value.status).toEqual({ ok: false, error: "mailer exploded" });
    expect(mailLog.entries.map((entry) => [entry.kind, entry.status, entry.error])).toEqual([
      ["head-received", "failed", "Resend refused the API key"],
      ["head-received", "failed", "mailer exploded"],
    ]);
  });

  it("tells the owner about a contact message, replying to the visitor", async () => {
    const { deps, file } = await setUp();
    const outcome = await sendContactMail(deps)({
      contact: { name: "Sam", email: "sam@example.com", message: "Can you string a goalie head?", createdAt: at },
      siteOrigin: "https://shop.example",
    });
    expect(outcome).toMatchObject({ template: "owner-new-contact", to: "no-reply@localhost", subject: "New contact message from Sam", status: { ok: true } });
    expect(file.sent[0]).toMatchObject({ replyTo: { email: "sam@example.com", name: "Sam" } });
    expect(file.sent[0]!.text).toContain("Can you string a goalie head?");
  });

  it("sends a test mail to the address given, else the owner's, naming the provider", async () => {
    const { deps, file, settings } = await setUp();
    await settings.saveOwnerEmail("owner@example.com");
    expect(await sendTestMail(deps)({ siteOrigin: "https://shop.example" })).toMatchObject({ provider: "file", to: "owner@example.com", status: { ok: true } });
    expect(await sendTestMail(deps)({ to: "me@example.com", siteOrigin: "https://shop.example" })).toMatchObject({ to: "me@example.com" });
    expect(file.sent.map((mail) => mail.subject)).toEqual(["Test mail from Crease Co.", "Test mail from Crease Co."]);
    expect(file.sent[0]!.text).toContain("Sent through file on May 1, 2024, 14:05 UTC");
  });
});
