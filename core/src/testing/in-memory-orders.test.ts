import { describe } from "vitest";
import { ordersContract } from "./contracts/orders-contract.ts";
import { InMemoryOrderStore } from "./in-memory-orders.ts";

describe("InMemoryOrderStore", () => {
  ordersContract(async () => {
    const store = new InMemoryOrderStore();
    const sameAddress = (email: string) => (row: { email: string }) => row.email.toLowerCase() === email.toLowerCase();
    return {
      subject: {
        intake: store,
        orders: store,
        updates: store.updates,
        offer: async (services, paymentSettings) => {
          store.services = services;
          store.paymentSettings = paymentSettings;
        },
        customers: async (email) => store.tables.customers.filter(sameAddress(email)).map((customer) => ({ ...customer })),
        subscribers: async (email) => store.tables.subscribers.filter(sameAddress(email)).map(({ email, name, subscribed }) => ({ email, name, subscribed })),
        unsubscribe: async (email) => {
          for (const subscriber of store.tables.subscribers.filter(sameAddress(email))) subscriber.subscribed = false;
        },
        failNextIntakeWrite: async () => {
          store.failNextIntakeWrite = true;
        },
      },
    };
  });
});
