import { describe } from "vitest";
import { outboxContract } from "../testing/contracts/outbox-contract.ts";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";

describe("the outbox and its subscribers over the in-memory store", () => {
  outboxContract(async () => {
    const store = new InMemoryOrderStore();
    let nextId = 1;
    return {
      subject: {
        updates: store.updates,
        newOrder: async () => {
          const id = nextId++;
          store.tables.orders.push(storedOrder({ id, trackingToken: String(id).padStart(64, "0") }));
          return id;
        },
        outbox: async () => store.tables.outbox,
        mailJobs: async (orderId) =>
          [...store.jobs.store.jobs.values()].filter((job) => job.name === "order-mail" && job.payload.orderId === orderId).map((job) => job.payload as never),
        timeline: async (orderId) => (await store.events(orderId)) ?? [],
        activity: async () => store.tables.activity,
      },
    };
  });
});
