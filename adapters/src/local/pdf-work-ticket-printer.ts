/**
 * @module Work tickets as one-page PDFs (pdf-lib), US Letter: the order
 * number big with its Code 128 barcode (bwip-js) so a scanner finds the
 * order, the customer (phone included) and service, whether it is paid, the
 * day it ships by, the job line by line and the stringer's
 * notes, wrapped to the page. Notes too long for the page end with a pointer
 * to the back office rather than spilling onto a second page.
 */
import type { PDFFont } from "pdf-lib";
import type { WorkTicket } from "@stringing/core/orders/work-ticket";
import type { WorkTicketPrinter } from "@stringing/core/ports/work-ticket-printer.port";
import { loadBarcodes, loadPdfLib } from "./load-pdf-lib.ts";

export const TICKET_WIDTH = 612; // 8.5 in
export const TICKET_HEIGHT = 792; // 11 in
const MARGIN = 48;
export const NOTES_CONTINUE = "... (the rest is in the order's page in the back office)";

/** The standard fonts speak WinAnsi only; other characters print as "?" instead of failing the ticket. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/\t/g, " ")].map((char) => (char === "\n" || supported.has(char.codePointAt(0)!) ? char : "?")).join("");
}

/**
 * Cuts a word wider than the line into pieces that fit, measuring each character and each adjacent pair once
 * (cached), so a visitor's 5,000-character word costs linear time rather than re-measuring every shrinking prefix.
 * Widths are taken at 1000 units to the em, where the standard fonts' metrics are integers: the sums are exact and
 * agree with the font's own measure of each piece.
 */
function breakWord(font: PDFFont, word: string, size: number, width: number): string[] {
  const cache = new Map<string, number>();
  const units = (text: string) => {
    let found = cache.get(text);
    if (found === undefined) {
      found = font.widthOfTextAtSize(text, 1000);
      cache.set(text, found);
    }
    return found;
  };
  const scale = size / 1000;
  const chars = [...word];
  const pieces: string[] = [];
  let start = 0;
  let used = 0;
  for (let index = 0; index < chars.length; index++) {
    const char = chars[index]!;
    const previous = index > start ? chars[index - 1]! : undefined;
    // What a character adds after the one before it: its own width plus their kerning.
    const added = previous === undefined ? units(char) : units(previous + char) - units(previous);
    if (previous !== undefined && (used + added) * scale > width) {
      pieces.push(chars.slice(start, index).join(""));
      start = index;
      used = units(char);
    } else {
      used += added;
    }
  }
  pieces.push(chars.slice(start).join(""));
  return pieces;
}

/** Splits text into lines that fit the width: at spaces where it can, inside a long word where it must. */
export function wrapText(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of printable(font, text).split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/ +/)) {
      const candidate = line ? `${line} ${word}` : word;
      if (font.widthOfTextAtSize(candidate, size) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      const pieces = breakWord(font, word, size, width);
      line = pieces.pop()!;
      lines.push(...pieces);
    }
    lines.push(line);
  }
  return lines;
}

/** Draws the ticket; exported for tests and previews. */
export async function drawWorkTicket(ticket: WorkTicket): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb }, { toBuffer: barcodePng }] = await Promise.all([loadPdfLib(), loadBarcodes()]);
  const black = rgb(0, 0, 0);
  const grey = rgb(0.35, 0.35, 0.35);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Work ticket ${ticket.orderNumber}`);
  pdf.setSubject(`Order ${ticket.orderNumber}: ${ticket.service}`);
  pdf.setProducer("StringMaster Pro work tickets");
  const page = pdf.addPage([TICKET_WIDTH, TICKET_HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const inner = TICKET_WIDTH - 2 * MARGIN;
  let y = TICKET_HEIGHT - MARGIN;

  page.drawText("WORK TICKET", { x: MARGIN, y: y - 10, size: 10, font: bold, color: grey });
  page.drawText(printable(regular, `Ordered ${ticket.createdAt.toISOString().slice(0, 10)}`), {
    x: TICKET_WIDTH - MARGIN - regular.widthOfTextAtSize(`Ordered ${ticket.createdAt.toISOString().slice(0, 10)}`, 10),
    y: y - 10,
    size: 10,
    font: regular,
    color: grey,
  });
  y -= 72;
  page.drawText(ticket.orderNumber, { x: MARGIN, y, size: 64, font: bold, color: black });

  const png = await barcodePng({ bcid: "code128", text: ticket.barcode, scale: 3, height: 16, includetext: true, textxalign: "center" });
  const barcode = await pdf.embedPng(png);
  // Short enough that its top stays clear of the date line above it.
  const barcodeHeight = 60;
  const barcodeWidth = Math.min(220, (barcode.width / barcode.height) * barcodeHeight);
  page.drawImage(barcode, { x: TICKET_WIDTH - MARGIN - barcodeWidth, y: y - 6, width: barcodeWidth, height: barcodeHeight });
  y -= 28;
  page.drawLine({ start: { x: MARGIN, y }, end: { x: TICKET_WIDTH - MARGIN, y }, thickness: 1.5 });
  y -= 30;

  const field = (label: string, value: string, size = 14) => {
    page.drawText(label.toUpperCase(), { x: MARGIN, y, size: 9, font: bold, color: grey });
    const lines = wrapText(bold, value, size, inner - 120).slice(0, 2);
    for (const line of lines) {
      page.drawText(line, { x: MARGIN + 120, y, size, font: bold, color: black });
      y -= size + 6;
    }
    y -= 6;
  };
  field("Customer", ticket.customerName, 16);
  field("E-mail", ticket.customerEmail, 11);
  if (ticket.phone) field("Phone", ticket.phone, 11);
  field("Service", ticket.service, 16);
  field("Payment", ticket.payment, 11);
  field("Promise", ticket.promise, 14);
  y -= 4;
  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: TICKET_WIDTH - MARGIN, y: y + 10 }, thickness: 0.75 });
  y -= 14;
  for (const { label, value } of ticket.details) field(label, value);

  page.drawLine({ start: { x: MARGIN, y: y + 10 }, end: { x: TICKET_WIDTH - MARGIN, y: y + 10 }, thickness: 0.75 });
  y -= 14;
  page.drawText("STRINGER NOTES", { x: MARGIN, y, size: 9, font: bold, color: grey });
  y -= 20;
  const size = 12;
  const room = Math.floor((y - MARGIN) / (size + 5));
  let lines = wrapText(regular, ticket.notes ?? "None", size, inner);
  if (lines.length > room) lines = [...lines.slice(0, Math.max(room - 1, 0)), NOTES_CONTINUE];
  for (const line of lines) {
    page.drawText(line, { x: MARGIN, y, size, font: regular, color: black });
    y -= size + 5;
  }
  return pdf.save();
}

export class PdfWorkTicketPrinter implements WorkTicketPrinter {
  print(ticket: WorkTicket): Promise<Uint8Array> {
    return drawWorkTicket(ticket);
  }
}
