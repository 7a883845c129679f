import { describe } from "vitest";
import { inventoryContract } from "./contracts/inventory-contract.ts";
import { InMemoryInventory } from "./in-memory-inventory.ts";

describe("InMemoryInventory", () => {
  inventoryContract(async () => ({ subject: new InMemoryInventory() }));
});
