import { describe } from "vitest";
import { workshopCalendarContract } from "./contracts/workshop-calendar-contract.ts";
import { InMemoryCalendarFeedToken, InMemoryWorkshopCalendar } from "./in-memory-workshop-calendar.ts";

describe("InMemoryWorkshopCalendar", () => {
  workshopCalendarContract(async () => {
    const calendar = new InMemoryWorkshopCalendar();
    return {
      subject: {
        token: new InMemoryCalendarFeedToken(),
        calendar,
        seed: async (orders) =>
          orders.map((order) => {
            const id = calendar.orders.length + 1;
            calendar.orders.push({ id, ...order });
            return id;
          }),
      },
    };
  });
});
