import { describe } from "vitest";
import { marketingContract } from "./contracts/marketing-contract.ts";
import { InMemoryContacts, InMemoryMailLog, InMemoryMailSettings, InMemorySubscribers } from "./in-memory-marketing.ts";

describe("in-memory marketing stores", () => {
  marketingContract(async () => {
    const mailLog = new InMemoryMailLog();
    return {
      subject: {
        subscribers: new InMemorySubscribers(),
        contacts: new InMemoryContacts(),
        mailSettings: new InMemoryMailSettings(),
        mailLog,
        logged: async () => mailLog.entries.map((entry) => ({ ...entry })),
      },
    };
  });
});
