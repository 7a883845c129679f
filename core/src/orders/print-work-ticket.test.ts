import { describe, expect, it } from "vitest";
import type { Charge } from "./charges/charge.ts";
import type { WorkTicket } from "./work-ticket.ts";
import { printWorkTicket } from "./print-work-ticket.ts";
import { storedOrder } from "../testing/stored-order-fixture.ts";

const order = storedOrder({ id: 42, servicePrice: 4500, paymentStatus: "unpaid", amountPaid: null });

function printing(origin: string, charges: Charge[] = []) {
  const printed: WorkTicket[] = [];
  const print = printWorkTicket({
    orders: { findById: async (id) => (id === order.id ? order : null) },
    charges: { ofOrders: async (ids) => new Map(ids.includes(order.id) && charges.length ? [[order.id, charges]] : []) },
    printer: {
      print: async (ticket) => {
        printed.push(ticket);
        return new TextEncoder().encode(`pdf of ${ticket.orderNumber}`);
      },
    },
    origin,
  });
  return { print, printed };
}

describe("printing a work ticket", () => {
  it("hands the printer the order's ticket, its QR code on the order's admin page at the link origin", async () => {
    const { print, printed } = printing("https://shop.example/stringing/");
    const result = await print(42);
    expect(result.ok && result.value.fileName).toBe("ticket-42.pdf");
    expect(result.ok && new TextDecoder().decode(result.value.pdf)).toBe("pdf of #42");
    expect(printed.map((ticket) => ticket.adminUrl)).toEqual(["https://shop.example/stringing/admin/orders/42"]);
  });

  it("says what is due with the extra work the player approved, not what is only proposed", async () => {
    const charge = (id: number, amount: number, status: Charge["status"]): Charge => ({
      id,
      orderId: 42,
      description: `Work ${id}`,
      amount,
      status,
      createdAt: new Date(0),
      decidedAt: null,
    });
    const { print, printed } = printing("https://shop.example", [charge(1, 1500, "approved"), charge(2, 999, "proposed")]);
    await print(42);
    expect(printed[0]?.payment).toMatch(/\$60\.00 due$/);
  });

  it("answers not found for an unknown order, printing nothing", async () => {
    const { print, printed } = printing("https://shop.example");
    const result = await print(7);
    expect(result.ok ? null : result.error.kind).toBe("not_found");
    expect(printed).toEqual([]);
  });
});
