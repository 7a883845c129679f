import { describe } from "vitest";
import type { Order } from "../orders/order.ts";
import { workshopOrdersContract } from "./contracts/workshop-orders-contract.ts";
import { InMemoryWorkshopOrders } from "./in-memory-workshop-orders.ts";
import { storedOrder } from "./stored-order-fixture.ts";

describe("InMemoryWorkshopOrders", () => {
  workshopOrdersContract(async () => {
    const orders: Order[] = [];
    return {
      subject: {
        workshop: new InMemoryWorkshopOrders(() => orders),
        arrange: async (arranged) =>
          arranged.map((fields) => {
            const id = orders.length + 1;
            orders.push(storedOrder({ id, trackingToken: id.toString(16).padStart(64, "0"), ...fields }));
            return id;
          }),
      },
    };
  });
});
