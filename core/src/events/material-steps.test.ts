import { describe } from "vitest";
import { materialStepsContract } from "../testing/contracts/material-steps-contract.ts";
import { InMemoryOrderStore } from "../testing/in-memory-orders.ts";
import { takenBy } from "../testing/in-memory-shelf.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";

describe("materials off the shelf over the in-memory store", () => {
  materialStepsContract(async () => {
    const store = new InMemoryOrderStore();
    let nextOrder = 1;
    let nextItem = 1;
    return {
      subject: {
        store,
        newOrder: async () => {
          const id = nextOrder++;
          store.tables.orders.push(storedOrder({ id, trackingToken: String(id).padStart(64, "0") }));
          return id;
        },
        addItem: async (item) => {
          const id = nextItem++;
          store.tables.shelf.items.push({ id, ...item });
          return id;
        },
        saveRules: async (rules) => {
          store.tables.shelf.rules = rules.map((rule) => ({ ...rule }));
        },
        quantity: async (itemId) => store.tables.shelf.items.find((item) => item.id === itemId)!.quantity,
        history: async (itemId) =>
          store.tables.shelf.history
            .filter((row) => row.inventoryId === itemId)
            .map(({ orderId, quantityBefore, quantityAfter, description }) => ({ orderId, quantityBefore, quantityAfter, description })),
        taken: async (orderId) => takenBy(store.tables.shelf, orderId),
      },
    };
  });
});
