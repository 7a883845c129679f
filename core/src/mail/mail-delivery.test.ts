import { describe, expect, it } from "vitest";
import { InMemoryMailSettings, RecordingMailer } from "../testing/in-memory-marketing.ts";
import { chooseMailProvider, mailDeliveryStatus, ownerEmailConcern, resolveActiveMail } from "./mail-delivery.ts";

describe("chooseMailProvider", () => {
  it.each([
    [
      { mailjetSaved: true, resendApiKey: true, fileForced: true },
      { provider: "mailjet", configured: true },
    ],
    [
      { mailjetSaved: true, resendApiKey: false, fileForced: false },
      { provider: "mailjet", configured: true },
    ],
    [
      { mailjetSaved: false, resendApiKey: true, fileForced: false },
      { provider: "resend", configured: true },
    ],
    [
      { mailjetSaved: false, resendApiKey: true, fileForced: true },
      { provider: "file", configured: true },
    ],
    [
      { mailjetSaved: false, resendApiKey: false, fileForced: true },
      { provider: "file", configured: true },
    ],
    [
      { mailjetSaved: false, resendApiKey: false, fileForced: false },
      { provider: "file", configured: false },
    ],
  ] as const)("%o → %o", (input, expected) => {
    expect(chooseMailProvider(input)).toEqual(expected);
  });
});

describe("resolveActiveMail", () => {
  const setUp = (environment: { resend?: boolean; fileForced?: boolean } = {}) => {
    const settings = new InMemoryMailSettings();
    const mailjet = new RecordingMailer("mailjet");
    const resend = new RecordingMailer("resend");
    const file = new RecordingMailer("local-file");
    const configsUsed: unknown[] = [];
    const active = resolveActiveMail({
      settings,
      mailerFor: (config) => {
        configsUsed.push(config);
        return mailjet;
      },
      environment: {
        resend: environment.resend ? { mailer: resend, senderEmail: "hello@mail.shop.example" } : null,
        file: { mailer: file, senderEmail: "no-reply@localhost" },
        fileForced: environment.fileForced ?? false,
      },
    });
    return { settings, active, mailjet, resend, file, configsUsed };
  };

  it("uses the files, unconfigured, with nothing set up; the owner address falls back to the sender", async () => {
    const { active, file } = setUp();
    const mail = await active();
    expect(mail).toMatchObject({
      provider: "file",
      configured: false,
      senderEmail: "no-reply@localhost",
      ownerEmail: "no-reply@localhost",
      savedOwnerEmail: null,
    });
    expect(mail.mailer).toBe(file);
    expect(mailDeliveryStatus(mail)).toEqual({
      provider: "file",
      configured: false,
      senderEmail: null,
      ownerEmail: null,
      effectiveOwnerEmail: "no-reply@localhost",
      ownerEmailConcern: "localhost",
    });
  });

  it("uses Resend from the environment, and Mailjet as soon as it is saved", async () => {
    const { active, settings, resend, mailjet, configsUsed } = setUp({ resend: true });
    expect(await active()).toMatchObject({ provider: "resend", configured: true, mailer: resend, senderEmail: "hello@mail.shop.example" });
    const config = { apiKey: "k", apiSecret: "s", senderEmail: "shop@example.com" };
    await settings.save("campaigns", config);
    await settings.saveOwnerEmail("owner@example.com");
    const mail = await active();
    expect(mail).toMatchObject({ provider: "mailjet", configured: true, mailer: mailjet, senderEmail: "shop@example.com", ownerEmail: "owner@example.com" });
    expect(configsUsed).toEqual([config]);
    expect(mailDeliveryStatus(mail)).toEqual({
      provider: "mailjet",
      configured: true,
      senderEmail: "shop@example.com",
      ownerEmail: "owner@example.com",
      effectiveOwnerEmail: "owner@example.com",
      ownerEmailConcern: null,
    });
  });

  it("counts the files as configured with MAIL_PROVIDER=file, over Resend", async () => {
    const { active, file } = setUp({ resend: true, fileForced: true });
    expect(await active()).toMatchObject({ provider: "file", configured: true, mailer: file, senderEmail: "no-reply@localhost" });
  });
});

describe("ownerEmailConcern: would the owner's notices be read?", () => {
  it.each([
    [null, "no-reply@localhost", "localhost"],
    ["me@shop.localhost", "me@shop.localhost", "localhost"],
    ["owner@example.com", "owner@example.com", null],
    [null, "shop@example.com", "unset"],
    [null, "noreply@shop.example", "no-reply"],
    ["no-reply@shop.example", "no-reply@shop.example", "no-reply"],
    ["Do-Not-Reply@shop.example", "Do-Not-Reply@shop.example", "no-reply"],
    ["noreen@shop.example", "noreen@shop.example", null],
  ] as const)("saved %s, in use %s → %s", (saved, effective, concern) => {
    expect(ownerEmailConcern(saved, effective)).toBe(concern);
  });
});
