import type { OrderRepository } from "../ports/order-repository.port.ts";
import type { WorkTicketPrinter } from "../ports/work-ticket-printer.port.ts";
import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { ChargesRepository } from "./charges/charges.port.ts";
import { workTicketFor } from "./work-ticket.ts";

/** GET /api/orders/{id}/ticket.pdf: the order's work ticket as a PDF, its QR code opening the order's admin page on `origin`. */
export const printWorkTicket =
  (deps: { orders: Pick<OrderRepository, "findById">; charges: ChargesRepository; printer: WorkTicketPrinter; origin: string }) =>
  async (id: number): Promise<Result<{ pdf: Uint8Array; fileName: string }>> => {
    const order = await deps.orders.findById(id);
    if (!order) return err(notFound("Order"));
    const charges = (await deps.charges.ofOrders([id])).get(id) ?? [];
    return ok({ pdf: await deps.printer.print(workTicketFor(order, deps.origin, charges)), fileName: `ticket-${order.id}.pdf` });
  };
