import { describe, expect, it } from "vitest";
import { orderFormSchema } from "../orders/order-form.ts";
import { placeOrder } from "../orders/place-order.ts";
import { InMemoryContacts, InMemoryMailLog, InMemoryMailSettings, RecordingMailer } from "../testing/in-memory-marketing.ts";
import { InMemoryMailDeliveries } from "../testing/in-memory-mail-deliveries.ts";
import { FakeCarrier, InMemoryLabelFiles, InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { changeOrderStatus } from "../orders/change-order-status.ts";
import { createLabels } from "../shipping/create-label.ts";
import { voidLabel } from "../shipping/void-label.ts";
import { NO_RETURN_LABEL } from "./order-mail-data.ts";
import { validOrderForm } from "../testing/order-form-fixture.ts";
import { PlainMailComposer } from "../testing/plain-mail-composer.ts";
import { contactNoticeMail, deliverContactMail, deliverOrderMail, MailNotDelivered } from "./deliver-order-mail.ts";
import { resolveActiveMail } from "./mail-delivery.ts";

const at = new Date("2026-05-01T14:05:00Z");

async function setUp() {
  const store = new InMemoryOrderStore(() => at);
  store.services = [{ name: "Mesh Pocket", price: 4500 }];
  const placed = await placeOrder({ intake: store, clock: { now: () => at } })({
    form: orderFormSchema.parse(validOrderForm()),
    siteOrigin: "https://shop.example",
  });
  if (!placed.ok) throw new Error("no order");
  const mailer = new RecordingMailer("local-file");
  const settings = new InMemoryMailSettings();
  const deliveries = new InMemoryMailDeliveries(() => at);
  const contacts = new InMemoryContacts();
  const deps = {
    composer: new PlainMailComposer(),
    mailLog: new InMemoryMailLog(),
    activeMail: resolveActiveMail({
      settings,
      mailerFor: () => new RecordingMailer("mailjet"),
      environment: { resend: null, file: { mailer, senderEmail: "no-reply@localhost" }, fileForced: false },
    }),
    orders: store,
    updates: store.updates,
    deliveries,
    contacts,
    paymentSettings: async () => [],
    siteSections: async () => ({ companyName: { title: "Crease Co." }, contactInfo: null }),
  };
  const orderId = placed.value.body.id;
  const mailEvents = () =>
    store.tables.events
      .filter((event) => event.orderId === orderId && (event.type === "mail_sent" || event.type === "mail_failed"))
      .map(({ type, actor, data }) => ({ type, actor, data }));
  return { store, orderId, mailer, settings, deliveries, contacts, deps, mailEvents };
}

describe("the order-mail job", () => {
  it("sends once under the message's key, records it and writes mail_sent; a re-run sends nothing", async () => {
    const { deps, orderId, mailer, deliveries, mailEvents } = await setUp();
    const deliver = deliverOrderMail(deps);
    const payload = { orderId, template: "order-received" as const, siteOrigin: "https://shop.example" };
    expect(await deliver(payload, { attempt: 1 })).toBe("sent");
    expect(await deliver(payload, { attempt: 2 })).toBe("already_sent");
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]).toMatchObject({ to: { email: "casey@example.com" }, idempotencyKey: `order:${orderId}:order-received` });
    expect(mailer.sent[0]?.text).toContain(`https://shop.example/track/`);
    expect(await deliveries.find(`order:${orderId}:order-received`)).toMatchObject({
      status: "sent",
      recipient: "casey@example.com",
      template: "order-received",
      attempts: 1,
      providerMessageId: "msg-1-0",
    });
    expect(mailEvents()).toEqual([
      {
        type: "mail_sent",
        actor: "system",
        data: { template: "order-received", recipient: "customer", attempt: 1, address: "casey@example.com", provider: "file" },
      },
    ]);
  });

  it("fails twice then succeeds: mail_failed twice (the run throws), one mail, mail_sent once", async () => {
    const { deps, orderId, mailer, deliveries, mailEvents } = await setUp();
    const deliver = deliverOrderMail(deps);
    const payload = { orderId, template: "payment-received" as const, siteOrigin: "https://shop.example" };
    mailer.failEverything = "Service unavailable";
    await expect(deliver(payload, { attempt: 1 })).rejects.toBeInstanceOf(MailNotDelivered);
    await expect(deliver(payload, { attempt: 2 })).rejects.toThrow("Service unavailable");
    mailer.failEverything = null;
    expect(await deliver(payload, { attempt: 3 })).toBe("sent");
    expect(await deliver(payload, { attempt: 4 })).toBe("already_sent");
    expect(mailer.sent.length - mailer.batches.slice(0, 2).flat().length).toBe(1);
    expect(await deliveries.find(`order:${orderId}:payment-received`)).toMatchObject({ status: "sent", error: null, attempts: 3 });
    expect(mailEvents().map((event) => [event.type, event.data.attempt, event.data.error])).toEqual([
      ["mail_failed", 1, "Service unavailable"],
      ["mail_failed", 2, "Service unavailable"],
      ["mail_sent", 3, undefined],
    ]);
  });

  it("owner-new-order goes to the owner; a deleted order is dropped quietly", async () => {
    const { deps, orderId, mailer, store } = await setUp();
    expect(await deliverOrderMail(deps)({ orderId, template: "owner-new-order", siteOrigin: "https://shop.example" }, { attempt: 1 })).toBe("sent");
    expect(mailer.sent[0]).toMatchObject({ to: { email: "no-reply@localhost" }, replyTo: { email: "casey@example.com" } });
    await store.delete(orderId);
    expect(await deliverOrderMail(deps)({ orderId, template: "head-received", siteOrigin: "https://shop.example" }, { attempt: 1 })).toBe("dropped");
    expect(mailer.sent).toHaveLength(1);
  });

  it("a shipped mail with no tracking number left fails once, for the owner to see, without a retry", async () => {
    const { deps, orderId, mailer, mailEvents } = await setUp();
    expect(await deliverOrderMail(deps)({ orderId, template: "shipped", siteOrigin: "https://shop.example" }, { attempt: 1 })).toBe("dropped");
    expect(mailer.sent).toEqual([]);
    expect(mailEvents()).toMatchObject([{ type: "mail_failed", data: { template: "shipped", final: true } }]);
  });
});

describe("the return-label mail", () => {
  async function withReturnLabel() {
    const context = await setUp();
    const files = new InMemoryLabelFiles();
    const carrier = new FakeCarrier();
    const labels = createLabels({
      orders: context.store,
      updates: context.store.updates,
      carrier,
      files,
      sender: async () => ({ name: "Crease Co.", lines: ["1 Shop St"] }),
    });
    const made = await labels({ orderId: context.orderId, kinds: ["return", "outbound"], actor: "owner" });
    if (!made.ok) throw new Error(made.error.message);
    const labelId = made.value.labels[0]!.id;
    const payload = { orderId: context.orderId, template: "return-label" as const, siteOrigin: "https://shop.example", labelId };
    return { ...context, files, carrier, labels, labelId, payload, deps: { ...context.deps, labelFiles: files } };
  }

  it("sends the label once per order and label: the download link under the status token, the tracking number, the PDF attached", async () => {
    const { deps, orderId, mailer, deliveries, mailEvents, payload, labelId, store, files } = await withReturnLabel();
    const deliver = deliverOrderMail(deps);
    expect(await deliver(payload, { attempt: 1 })).toBe("sent");
    expect(await deliver(payload, { attempt: 2 })).toBe("already_sent");
    expect(mailer.sent).toHaveLength(1);
    const [mail] = mailer.sent;
    const token = store.tables.orders[0]!.trackingToken;
    expect(mail).toMatchObject({ to: { email: "casey@example.com" }, idempotencyKey: `order:${orderId}:return-label:${labelId}` });
    expect(mail?.text).toContain(`Return label: https://shop.example/api/track/${token}/return-label.pdf`);
    expect(mail?.text).toContain(store.tables.labels[0]!.trackingNumber);
    // The admin's label URL never goes out.
    expect(mail?.text).not.toContain("/api/shipping/labels/");
    const pdf = [...files.files.values()][0]!;
    expect(mail?.attachments).toEqual([
      { filename: `return-label-order-${orderId}.pdf`, contentType: "application/pdf", base64Content: Buffer.from(pdf).toString("base64") },
    ]);
    expect(await deliveries.find(`order:${orderId}:return-label:${labelId}`)).toMatchObject({ status: "sent", template: "return-label" });
    expect(mailEvents()).toEqual([
      {
        type: "mail_sent",
        actor: "system",
        data: { template: "return-label", recipient: "customer", attempt: 1, labelId, address: "casey@example.com", provider: "file" },
      },
    ]);
  });

  it("sends the link alone when the file cannot be read", async () => {
    const { deps, mailer, payload, files } = await withReturnLabel();
    files.files.clear();
    expect(await deliverOrderMail(deps)(payload, { attempt: 1 })).toBe("sent");
    expect(mailer.sent[0]?.attachments).toBeUndefined();
    expect(mailer.sent[0]?.text).toContain("/return-label.pdf");
  });

  it("never mails a label voided before the job ran: settled once, for the owner to see, without a retry", async () => {
    const { deps, mailer, payload, labelId, store, carrier, mailEvents } = await withReturnLabel();
    const voided = await voidLabel({
      orders: store,
      updates: store.updates,
      carrier: async () => carrier,
      clock: { now: () => at },
    })({ labelId, actor: "owner" });
    expect(voided.ok).toBe(true);
    expect(await deliverOrderMail(deps)(payload, { attempt: 1 })).toBe("dropped");
    expect(mailer.sent).toEqual([]);
    expect(mailEvents()).toMatchObject([{ type: "mail_failed", data: { template: "return-label", labelId, final: true, error: NO_RETURN_LABEL } }]);
  });

  it("sends nothing once the head was received before the job ran", async () => {
    const { deps, mailer, payload, store, orderId } = await withReturnLabel();
    await changeOrderStatus({ updates: store.updates })({ id: orderId, status: "in_progress", actor: "owner" });
    expect(await deliverOrderMail(deps)(payload, { attempt: 1 })).toBe("dropped");
    expect(mailer.sent).toEqual([]);
  });
});

describe("the contact-mail job", () => {
  it("notifies the owner once under the contact's key, retrying while the provider fails", async () => {
    const { deps, contacts, mailer, deliveries } = await setUp();
    const contact = await contacts.create({ name: "Sam Stick", email: "sam@example.com", message: "Can you string a goalie head?" });
    const deliver = deliverContactMail(deps);
    mailer.failEverything = "Timeout";
    await expect(deliver({ contactId: contact.id, siteOrigin: "https://shop.example" })).rejects.toThrow("Timeout");
    mailer.failEverything = null;
    expect(await deliver({ contactId: contact.id, siteOrigin: "https://shop.example" })).toBe("sent");
    expect(await deliver({ contactId: contact.id, siteOrigin: "https://shop.example" })).toBe("already_sent");
    expect(mailer.sent.at(-1)).toMatchObject({
      to: { email: "no-reply@localhost" },
      replyTo: { email: "sam@example.com" },
      idempotencyKey: "contact:1:owner-new-contact",
    });
    expect(await deliveries.find("contact:1:owner-new-contact")).toMatchObject({ status: "sent", attempts: 2 });
    expect(await deliver({ contactId: 99, siteOrigin: "https://shop.example" })).toBe("dropped");
  });

  it("goes through the contact-form delivery saved in the admin, to and from its address", async () => {
    const { deps, settings } = await setUp();
    const viaMailjet = new RecordingMailer("mailjet");
    settings.configs.set("contact-form", { apiKey: "k", apiSecret: "s", senderEmail: "owner@shop.example" });
    const active = await contactNoticeMail({ activeMail: deps.activeMail, settings, mailerFor: () => viaMailjet })();
    expect(active).toMatchObject({ mailer: viaMailjet, senderEmail: "owner@shop.example", ownerEmail: "owner@shop.example" });
    settings.configs.delete("contact-form");
    expect((await contactNoticeMail({ activeMail: deps.activeMail, settings, mailerFor: () => viaMailjet })()).provider).toBe("file");
  });
});
