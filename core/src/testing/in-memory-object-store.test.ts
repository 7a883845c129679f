import { describe } from "vitest";
import { objectStoreContract } from "./contracts/object-store-contract.ts";
import { InMemoryObjectStore } from "./in-memory-object-store.ts";

describe("InMemoryObjectStore", () => {
  objectStoreContract(async () => ({ subject: new InMemoryObjectStore() }));
});
