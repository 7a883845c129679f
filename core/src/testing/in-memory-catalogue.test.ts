import { describe } from "vitest";
import { catalogueContract } from "./contracts/catalogue-contract.ts";
import { InMemoryContent, inMemoryPaymentSettings, inMemorySocialLinks } from "./in-memory-catalogue.ts";

describe("in-memory catalogues and content", () => {
  catalogueContract(async () => ({
    subject: { socialLinks: inMemorySocialLinks(), paymentSettings: inMemoryPaymentSettings(), content: new InMemoryContent() },
  }));
});
