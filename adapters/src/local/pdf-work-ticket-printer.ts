/**
 * @module Work tickets as one-page PDFs (pdf-lib), US Letter, read at arm's
 * length on the bench: the order number big with its Code 128 barcode so a
 * scanner finds the order, a QR code of the order's admin page so a phone
 * lands on it (both drawn by bwip-js, the barcode library the labels already
 * use), the promise white on black, the customer (phone included) and
 * whether it is paid, then the recipe in large type, two to a row, the
 * pocket in detail as a table of its parts (label, then the value in the
 * recipe's type), and the stringer's notes, wrapped to the page. Notes too long for the page end
 * with a pointer to the back office rather than spilling onto a second page.
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

/** 40 mm with its quiet zone (the symbol itself about 30 mm): a phone reads it at arm's length. */
export const QR_SIZE = Math.round((40 / 25.4) * 72);
/** The four modules of white a QR reader needs around the symbol, in bwip-js units (two per module). */
const QR_QUIET_ZONE = 8;
const URL_SIZE = 8;
const URL_WIDTH = 200;
const NOTE_SIZE = 14;
/** From the line above the notes' label to the first note's baseline. */
const NOTE_LINE = 9 + 4 + NOTE_SIZE;
/** What the notes keep below the recipe however long it is: their label and three lines. */
const NOTES_ROOM = NOTE_LINE + 3 * (NOTE_SIZE + 5);
/** A label over its value in the value's type size, wrapped to at most `lines`. */
type Cell = { label: string; value: string; size: number; lines: number };
/** Where a pocket part's value starts, right of its label, within its column. */
const POCKET_LABEL_WIDTH = 74;
/**
 * The type of the recipe (size, lines a value may wrap to) and of the pocket's values, largest first: the
 * first that leaves the notes their room. The pocket keeps the recipe's size as long as it can.
 */
const TICKET_TYPE: [number, number, number][] = [
  [18, 2, 18],
  [18, 1, 18],
  [18, 1, 16],
  [14, 1, 16],
  [14, 1, 14],
  [14, 1, 12],
  [11, 1, 12],
  [11, 1, 11],
];
export const POCKET_HEADING = "THE POCKET IN DETAIL";
/** What an order whose pocket nobody has said yet shows under the heading. */
export const POCKET_UNSAID = "Not said yet: note each part on the order as you string it";

/** Draws the ticket; exported for tests and previews. */
export async function drawWorkTicket(ticket: WorkTicket): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, rgb }, { toBuffer: barcodePng }] = await Promise.all([loadPdfLib(), loadBarcodes()]);
  const black = rgb(0, 0, 0);
  const grey = rgb(0.35, 0.35, 0.35);
  const white = rgb(1, 1, 1);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Work ticket ${ticket.orderNumber}`);
  pdf.setSubject(`Order ${ticket.orderNumber}: ${ticket.service}`);
  pdf.setProducer("StringMaster Pro work tickets");
  const page = pdf.addPage([TICKET_WIDTH, TICKET_HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const right = TICKET_WIDTH - MARGIN;
  const top = TICKET_HEIGHT - MARGIN;
  const rule = (y: number, thickness: number) => page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness });

  // Left: what the ticket is and the number big, with its barcode for the back office search.
  page.drawText("WORK TICKET", { x: MARGIN, y: top - 10, size: 10, font: bold, color: grey });
  const ordered = `Ordered ${ticket.createdAt.toISOString().slice(0, 10)}`;
  page.drawText(ordered, { x: MARGIN + bold.widthOfTextAtSize("WORK TICKET", 10) + 14, y: top - 10, size: 10, font: regular, color: grey });
  page.drawText(ticket.orderNumber, { x: MARGIN, y: top - 74, size: 64, font: bold, color: black });
  const barcode = await pdf.embedPng(
    await barcodePng({ bcid: "code128", text: ticket.barcode, scale: 3, height: 16, includetext: true, textxalign: "center" }),
  );
  const barcodeHeight = 50;
  const barcodeWidth = Math.min(220, (barcode.width / barcode.height) * barcodeHeight);
  page.drawImage(barcode, { x: MARGIN, y: top - 142, width: barcodeWidth, height: barcodeHeight });

  // Right: the QR code that opens the order in the back office, white all round, and its URL in small type under it.
  const qr = await pdf.embedPng(await barcodePng({ bcid: "qrcode", text: ticket.adminUrl, scale: 4, padding: QR_QUIET_ZONE, backgroundcolor: "FFFFFF" }));
  page.drawImage(qr, { x: right - QR_SIZE, y: top - QR_SIZE, width: QR_SIZE, height: QR_SIZE });
  let urlY = top - QR_SIZE - URL_SIZE - 2;
  for (const line of wrapText(regular, ticket.adminUrl, URL_SIZE, URL_WIDTH).slice(0, 3)) {
    page.drawText(line, { x: right - regular.widthOfTextAtSize(line, URL_SIZE), y: urlY, size: URL_SIZE, font: regular, color: grey });
    urlY -= URL_SIZE + 2;
  }
  let y = Math.min(top - 150, urlY) - 4;
  rule(y, 1.5);

  // The promise, white on black across the page: the bench works to it.
  y -= 44;
  page.drawRectangle({ x: MARGIN, y, width: right - MARGIN, height: 36, color: black });
  page.drawText("PROMISE", { x: MARGIN + 10, y: y + 14, size: 9, font: bold, color: rgb(0.8, 0.8, 0.8) });
  page.drawText(wrapText(bold, ticket.promise, 22, right - MARGIN - 100)[0]!, { x: MARGIN + 90, y: y + 11, size: 22, font: bold, color: white });
  y -= 14;

  /** A label over its value, wrapped to the cell and cut at its lines; answers how far down it reaches, drawing it when asked. */
  const cell = (x: number, from: number, width: number, { label, value, size, lines }: Cell, draw: boolean): number => {
    let at = from - 9;
    if (draw) page.drawText(label.toUpperCase(), { x, y: at, size: 9, font: bold, color: grey });
    at -= 4;
    for (const line of wrapText(bold, value, size, width).slice(0, lines)) {
      at -= size;
      if (draw) page.drawText(line, { x, y: at, size, font: bold, color: black });
      at -= 4;
    }
    return at - 8;
  };
  const column = (right - MARGIN - 16) / 2;
  const second = MARGIN + column + 16;
  /**
   * The pocket in detail: its heading, then its parts two to a row, each label at the left of its column and the
   * value beside it in `size`, wrapped to two lines; answers how far down it reaches. Drawing, a row that would
   * reach below `floor` is left out, with those after it.
   */
  const pocketTable = (from: number, size: number, draw: false | { floor: number }): number => {
    let at = from - 9;
    if (draw) page.drawText(POCKET_HEADING, { x: MARGIN, y: at, size: 9, font: bold, color: grey });
    at -= 6;
    if (!ticket.pocket.length) {
      at -= 12;
      if (draw) page.drawText(POCKET_UNSAID, { x: MARGIN, y: at, size: 12, font: regular, color: grey });
      return at - 12;
    }
    for (let index = 0; index < ticket.pocket.length; index += 2) {
      const row = ticket.pocket
        .slice(index, index + 2)
        .map(({ label, value }) => ({ label, lines: wrapText(bold, value, size, column - POCKET_LABEL_WIDTH).slice(0, 2) }));
      const bottom = at - Math.max(...row.map((part) => part.lines.length)) * (size + 4) - 2;
      // What the table reaches once this row closes it (the gaps below), so the notes keep their line.
      if (draw && bottom - 12 < draw.floor) break;
      if (draw) {
        for (const [place, { label, lines }] of row.entries()) {
          const x = place === 0 ? MARGIN : second;
          page.drawText(printable(bold, label.toUpperCase()), { x, y: at - size, size: Math.min(10, size), font: bold, color: grey });
          for (const [line, text] of lines.entries()) {
            page.drawText(text, { x: x + POCKET_LABEL_WIDTH, y: at - size - line * (size + 4), size, font: bold, color: black });
          }
        }
        page.drawLine({ start: { x: MARGIN, y: bottom }, end: { x: right, y: bottom }, thickness: 0.25, color: grey });
      }
      at = bottom - 6;
    }
    return at - 6;
  };
  /**
   * Cells two to a row, each row as deep as its deeper cell; answers how far down they reach. Drawing, a row
   * that would reach below `floor` is left out, with those after it: the page has one sheet.
   */
  const grid = (cells: Cell[], from: number, draw: false | { floor: number }): number => {
    let at = from;
    for (let index = 0; index < cells.length; index += 2) {
      const row = cells.slice(index, index + 2);
      const bottom = Math.min(...row.map((one, place) => cell(place === 0 ? MARGIN : second, at, column, one, false)));
      if (draw && bottom < draw.floor) break;
      if (draw) for (const [place, one] of row.entries()) cell(place === 0 ? MARGIN : second, at, column, one, true);
      at = bottom;
    }
    return at;
  };

  // Who it is for, and whether it is paid.
  const who: Cell[] = [
    { label: "Customer", value: ticket.customerName, size: 14, lines: 2 },
    ...(ticket.phone ? [{ label: "Phone", value: ticket.phone, size: 14, lines: 1 }] : []),
    { label: "E-mail", value: ticket.customerEmail, size: 10, lines: 2 },
    { label: "Payment", value: ticket.payment, size: 14, lines: 1 },
  ];
  y = grid(who, y, { floor: MARGIN });
  rule(y + 4, 0.75);
  y -= 8;

  // The recipe, as big as the page allows with room left for the notes: what the stringer reads from the bench.
  y = cell(MARGIN, y, right - MARGIN, { label: "Service", value: ticket.service, size: 22, lines: 2 }, true);
  const floor = MARGIN + NOTES_ROOM;
  const recipe = (size: number, lines: number): Cell[] => ticket.details.map(({ label, value }) => ({ label, value, size, lines }));
  const [size, lines, pocketSize] =
    TICKET_TYPE.find(([size, lines, pocketSize]) => pocketTable(grid(recipe(size, lines), y, false) - 4, pocketSize, false) >= floor) ?? TICKET_TYPE.at(-1)!;
  y = grid(recipe(size, lines), y, { floor: MARGIN + NOTE_LINE });
  rule(y + 4, 0.75);
  y -= 4;
  y = pocketTable(y, pocketSize, { floor: MARGIN + NOTE_LINE });
  rule(y + 4, 0.75);
  y -= 8;

  page.drawText("STRINGER NOTES", { x: MARGIN, y: y - 9, size: 9, font: bold, color: grey });
  y -= NOTE_LINE;
  const room = Math.max(1, Math.floor((y - MARGIN) / (NOTE_SIZE + 5)) + 1);
  let notes = wrapText(regular, ticket.notes ?? "None", NOTE_SIZE, right - MARGIN);
  if (notes.length > room) notes = [...notes.slice(0, room - 1), NOTES_CONTINUE];
  for (const line of notes) {
    page.drawText(line, { x: MARGIN, y, size: NOTE_SIZE, font: regular, color: black });
    y -= NOTE_SIZE + 5;
  }
  return pdf.save();
}

export class PdfWorkTicketPrinter implements WorkTicketPrinter {
  print(ticket: WorkTicket): Promise<Uint8Array> {
    return drawWorkTicket(ticket);
  }
}
