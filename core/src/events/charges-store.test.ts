import { describe } from "vitest";
import { chargesContract } from "../testing/contracts/charges-contract.ts";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";

describe("charges over the in-memory store", () => {
  chargesContract(async () => {
    const store = new InMemoryOrderStore();
    let nextOrder = 1000;
    return {
      subject: {
        store,
        charges: store,
        newOrder: async () => {
          const id = nextOrder++;
          store.tables.orders.push(storedOrder({ id, trackingToken: String(id).padStart(64, "0") }));
          return id;
        },
        deleteOrder: async (id) => {
          await store.delete(id);
        },
      },
    };
  });
});
