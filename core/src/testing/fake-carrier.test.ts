import { describe } from "vitest";
import { carrierContract } from "./contracts/carrier-contract.ts";
import { FakeCarrier } from "./in-memory-orders.ts";

describe("FakeCarrier", () => {
  carrierContract(async () => ({ subject: new FakeCarrier() }));
});
