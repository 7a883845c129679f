import { describe } from "vitest";
import { customersContract } from "./contracts/customers-contract.ts";
import { InMemoryCustomers } from "./in-memory-customers.ts";

describe("InMemoryCustomers", () => {
  customersContract(async () => ({ subject: new InMemoryCustomers() }));
});
