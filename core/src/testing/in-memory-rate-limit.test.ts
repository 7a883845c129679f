import { describe } from "vitest";
import { rateLimitCounterContract } from "./contracts/rate-limit-counter-contract.ts";
import { InMemoryRateLimitCounter } from "./in-memory-rate-limit.ts";

describe("InMemoryRateLimitCounter", () => {
  rateLimitCounterContract(async () => ({ subject: new InMemoryRateLimitCounter() }));
});
