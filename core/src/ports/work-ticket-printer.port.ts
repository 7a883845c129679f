import type { WorkTicket } from "../orders/work-ticket.ts";

/** Prints a work ticket: one page, as a PDF document. */
export interface WorkTicketPrinter {
  print(ticket: WorkTicket): Promise<Uint8Array>;
}
