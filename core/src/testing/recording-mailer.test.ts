import { describe } from "vitest";
import { mailerContract } from "./contracts/mailer-contract.ts";
import { RecordingMailer } from "./in-memory-marketing.ts";

const lowerCaseKeys = (headers: Record<string, string> = {}) => Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe("RecordingMailer", () => {
  mailerContract(async () => {
    const mailer = new RecordingMailer();
    return {
      subject: {
        mailer,
        delivered: async () =>
          mailer.sent.map((mail) => ({ to: mail.to.email, subject: mail.subject, text: mail.text, html: mail.html, headers: lowerCaseKeys(mail.headers) })),
        broken: () => Object.assign(new RecordingMailer(), { failEverything: "refused" }),
      },
    };
  });
});
