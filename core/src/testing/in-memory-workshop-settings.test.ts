import { describe } from "vitest";
import { workshopSettingsContract } from "./contracts/workshop-settings-contract.ts";
import { InMemoryWorkshopSettings } from "./in-memory-workshop-settings.ts";

describe("InMemoryWorkshopSettings", () => {
  workshopSettingsContract(async () => ({ subject: new InMemoryWorkshopSettings() }));
});
