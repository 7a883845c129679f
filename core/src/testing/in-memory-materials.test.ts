import { describe } from "vitest";
import { materialsRepositoryContract } from "./contracts/materials-repository-contract.ts";
import { InMemoryMaterialsRepository } from "./in-memory-materials.ts";
import { InMemoryOrderStore } from "./in-memory-orders.ts";
import { storedOrder } from "./stored-order-fixture.ts";

describe("InMemoryMaterialsRepository", () => {
  materialsRepositoryContract(async () => {
    const store = new InMemoryOrderStore();
    let nextOrder = 1;
    let nextItem = 1;
    const inTransaction = (orderId: number, work: Parameters<InMemoryOrderStore["transaction"]>[0]) =>
      store.transaction(async (tx) => {
        await tx.lockOrder(orderId);
        return work(tx);
      });
    return {
      subject: {
        repository: new InMemoryMaterialsRepository(() => store.tables),
        addItem: async (item) => {
          const id = nextItem++;
          store.tables.shelf.items.push({ id, ...item });
          return id;
        },
        newOrder: async ({ createdAt, status = "pending", serviceName = "Mesh Pocket", additionalRequests = null }) => {
          const id = nextOrder++;
          store.tables.orders.push(storedOrder({ id, createdAt, status, serviceName, additionalRequests, trackingToken: String(id).padStart(64, "0") }));
          return id;
        },
        take: async (orderId, needed) => {
          await inTransaction(orderId, (tx) => tx.takeMaterials({ orderId, needed, actor: "owner" }));
        },
        putBack: async (orderId) => {
          await inTransaction(orderId, (tx) => tx.returnMaterials(orderId, "owner"));
        },
      },
    };
  });
});
