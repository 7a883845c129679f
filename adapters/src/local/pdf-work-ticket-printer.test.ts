import { describe, expect, it } from "vitest";
import { PDFDocument, StandardFonts } from "pdf-lib";
import type { WorkTicket } from "@stringing/core/orders/work-ticket";
import { pdfPageText } from "./pdf-page-text.ts";
import { NOTES_CONTINUE, POCKET_HEADING, POCKET_UNSAID, PdfWorkTicketPrinter, TICKET_HEIGHT, TICKET_WIDTH, wrapText } from "./pdf-work-ticket-printer.ts";

const ticket: WorkTicket = {
  orderId: 1234,
  orderNumber: "#1234",
  barcode: "1234",
  adminUrl: "https://shop.example/admin/orders/1234",
  createdAt: new Date("2026-04-02T09:00:00Z"),
  customerName: "Zoë Ng-Smith",
  customerEmail: "zoe@example.com",
  phone: "(555) 010-0199",
  payment: "Unpaid, $45.00 due",
  promise: "Ship by Thu Dec 3, 2026",
  service: "Traditional Pocket",
  details: [
    { label: "Head type", value: "ECD Rebel Offense" },
    { label: "Head colour", value: "Neon Green" },
    { label: "Position", value: "Midfield" },
    { label: "Pocket", value: "Mid Pocket" },
    { label: "Mesh", value: "Hero 3.0, White" },
    { label: "Strings", value: "Providing my own strings" },
  ],
  pocket: [
    { label: "Mesh type", value: "ECD Hero 3.0, 10 diamonds" },
    { label: "Sidewall", value: "Red" },
    { label: "Top string", value: "Black" },
    { label: "Shooter 1", value: "Straight nylon, White" },
    { label: "Shooter 2", value: "Straight nylon, White" },
    { label: "Shooter 3", value: "V hockey lace" },
    { label: "Channel", value: "Slight channel" },
    { label: "Whip", value: "Low whip" },
  ],
  notes: "Two shooters, one nylon.\nHigh channel — 日本語 ok?",
};

/** The pocket's table as drawn: its heading, then each part's label with its value's lines joined, and the value's type size. */
async function pocketTable(bytes: Uint8Array) {
  const runs = [...(await pdfPageText(bytes)).matchAll(/\/Helvetica(?:-Bold)?-\d+ ([\d.]+) Tf[\s\S]*?Tm\n(.*?) Tj/g)].map(([, size, text]) => ({
    text: text!,
    size: Number(size),
  }));
  const drawn = runs.slice(
    runs.findIndex((run) => run.text === POCKET_HEADING),
    runs.findIndex((run) => run.text === "STRINGER NOTES"),
  );
  const labels = new Set(ticket.pocket.map((part) => part.label.toUpperCase()));
  const parts: { label: string; value: string; size: number }[] = [];
  for (const run of drawn.slice(1)) {
    const last = parts.at(-1);
    if (labels.has(run.text) || !last) parts.push({ label: run.text, value: "", size: 0 });
    else Object.assign(last, { value: last.value ? `${last.value} ${run.text}` : run.text, size: run.size });
  }
  return { heading: drawn[0]?.text, parts };
}

type Box = { what: string; left: number; bottom: number; right: number; top: number };

/** Where each text run and image sits on the page, read from the drawing operators (Helvetica's ascent and descent). */
async function drawnBoxes(bytes: Uint8Array): Promise<Box[]> {
  const scratch = await PDFDocument.create();
  const fonts = { regular: await scratch.embedFont(StandardFonts.Helvetica), bold: await scratch.embedFont(StandardFonts.HelveticaBold) };
  const boxes: Box[] = [];
  for (const block of (await pdfPageText(bytes)).split(/\nQ\n/)) {
    const text = /\/Helvetica(-Bold)?-\d+ ([\d.]+) Tf[\s\S]*?1 0 0 1 ([\d.]+) ([\d.]+) Tm\n([\s\S]*?) Tj/.exec(block);
    if (text) {
      const [, isBold, size, x, y, what] = text;
      const width = (isBold ? fonts.bold : fonts.regular).widthOfTextAtSize(what!.replace(/[\x80-\x9f]/g, "-"), Number(size)); // decoded as Latin-1: WinAnsi's dashes are a dash wide
      boxes.push({ what: what!, left: Number(x), right: Number(x) + width, bottom: Number(y) - 0.21 * Number(size), top: Number(y) + 0.72 * Number(size) });
      continue;
    }
    if (!block.includes(" Do")) continue;
    const [translate, , scale] = [...block.matchAll(/([\d.]+) 0 0 ([\d.]+) ([\d.]+) ([\d.]+) cm/g)].map((m) => m.slice(1).map(Number));
    const [width, height] = [scale![0]!, scale![1]!];
    boxes.push({
      what: width === height ? "qr code" : "barcode",
      left: translate![2]!,
      bottom: translate![3]!,
      right: translate![2]! + width,
      top: translate![3]! + height,
    });
  }
  return boxes;
}

const overlap = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.bottom < b.top && b.bottom < a.top;
const clashes = (boxes: Box[]) =>
  boxes.flatMap((a, i) =>
    boxes
      .slice(i + 1)
      .filter((b) => overlap(a, b))
      .map((b) => `${a.what} / ${b.what}`),
  );

describe("PDF work tickets", () => {
  it("draws nothing over anything else: the codes stay clear of the date, the number and the URL", async () => {
    const boxes = await drawnBoxes(await new PdfWorkTicketPrinter().print(ticket));
    expect(boxes.map((box) => box.what)).toEqual(
      expect.arrayContaining(["barcode", "qr code", "Ordered 2026-04-02", "#1234", "(555) 010-0199", "https://shop.example/admin/orders/1234"]),
    );
    expect(clashes(boxes)).toEqual([]);
  });

  it("keeps an order with every field wrapping, and many recipe rows, inside the page's margins, overlapping nothing", async () => {
    const long = "Long words here and there ".repeat(8);
    const boxes = await drawnBoxes(
      await new PdfWorkTicketPrinter().print({
        ...ticket,
        customerName: long,
        customerEmail: `${"w".repeat(240)}@example.com`,
        adminUrl: `https://${"shop".repeat(20)}.example/admin/orders/1234`,
        service: long,
        details: [...ticket.details, ...ticket.details].map((detail) => ({ ...detail, value: long })),
        pocket: [...ticket.pocket, { label: "Shooter 4", value: long }].map((row) => ({ ...row, value: `${row.value} ${"x".repeat(40)}` })),
        notes: long.repeat(20),
      }),
    );
    expect(clashes(boxes), "clashes").toEqual([]);
    const outside = boxes.filter((box) => box.left < 47.5 || box.right > TICKET_WIDTH - 47.5 || box.bottom < 36 || box.top > TICKET_HEIGHT - 47.5);
    expect(outside.map((box) => box.what)).toEqual([]);
    // Every recipe row is there, in smaller type rather than left out.
    expect(boxes.filter((box) => box.what === "STRINGS")).toHaveLength(2);
  });

  it("prints the pocket in detail as label and value rows, in the stringer's order, the values in large type", async () => {
    const { heading, parts } = await pocketTable(await new PdfWorkTicketPrinter().print(ticket));
    expect(heading).toBe(POCKET_HEADING);
    expect(parts.map(({ label, value }) => ({ label, value }))).toEqual(ticket.pocket.map(({ label, value }) => ({ label: label.toUpperCase(), value })));
    for (const part of parts) expect(part.size, part.label).toBeGreaterThanOrEqual(12);
    // A usual pocket (mesh, sidewall, top string, two shooters) prints in large type.
    const usual = await pocketTable(await new PdfWorkTicketPrinter().print({ ...ticket, pocket: ticket.pocket.slice(0, 5) }));
    for (const part of usual.parts) expect(part.size, part.label).toBeGreaterThanOrEqual(16);
    // The recipe's parts print before the pocket's, so the stringer reads the job top to bottom.
    const text = await pdfPageText(await new PdfWorkTicketPrinter().print(ticket));
    expect(text.indexOf("Mid Pocket")).toBeLessThan(text.indexOf(POCKET_HEADING));
    expect(text.indexOf(POCKET_HEADING)).toBeLessThan(text.indexOf("STRINGER NOTES"));
  });

  it("says the pocket is still the stringer's to note when nobody has said any part", async () => {
    const { heading, parts } = await pocketTable(await new PdfWorkTicketPrinter().print({ ...ticket, pocket: [] }));
    expect(heading).toBe(POCKET_HEADING);
    expect(parts).toEqual([{ label: POCKET_UNSAID, value: "", size: 0 }]);
  });

  it("leaves the phone out when the order has none", async () => {
    expect(await pdfPageText(await new PdfWorkTicketPrinter().print({ ...ticket, phone: null }))).not.toContain("PHONE");
  });

  it("prints one Letter page with the number, its barcode, the job and the notes", async () => {
    const bytes = await new PdfWorkTicketPrinter().print(ticket);
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getPage(0).getSize()).toEqual({ width: TICKET_WIDTH, height: TICKET_HEIGHT });
    expect(pdf.getTitle()).toBe("Work ticket #1234");
    const text = await pdfPageText(bytes);
    for (const expected of [
      "#1234",
      "Zo\u00eb Ng-Smith",
      "(555) 010-0199",
      "Unpaid, $45.00 due",
      "PROMISE",
      "Ship by Thu Dec 3, 2026",
      "Traditional Pocket",
      "ECD Rebel Offense",
      "Neon Green",
      "Midfield",
      "Mid Pocket",
      "Hero 3.0, White",
      POCKET_HEADING,
      "SHOOTER 3",
      "Slight channel",
      "Two shooters, one nylon.",
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Characters the standard fonts cannot draw become "?" rather than failing the ticket.
    expect(text).toContain("??? ok?");
    expect(pdf.getPage(0).node.Resources()?.toString()).toContain("/XObject");
  });

  it("keeps very long notes on the one page, ending with a pointer to the back office", async () => {
    const bytes = await new PdfWorkTicketPrinter().print({ ...ticket, notes: "word ".repeat(1000).trim() });
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(await pdfPageText(bytes)).toContain(NOTES_CONTINUE);
  });

  it("wraps at spaces, and inside a word longer than the line", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    const lines = wrapText(font, `short words here ${"x".repeat(300)}`, 12, 200);
    expect(lines[0]).toBe("short words here");
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(200);
    expect(wrapText(font, "a\n\nb", 12, 200)).toEqual(["a", "", "b"]);
  });

  // A visitor chooses this text, and the server's one thread prints the ticket (issue 31).
  it("cuts a 5,000-character word in linear time, each piece as long as fits, kerning counted", async () => {
    const font = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica);
    // Helvetica kerns A-V, A-W, A-Y, T-o and V-A: the pieces must agree with the font's own measure.
    const word = "AVAWAYToVA".repeat(500);
    const started = performance.now();
    const lines = wrapText(font, word, 12, 150);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(lines.join("")).toBe(word);
    let rest = word;
    for (const line of lines) {
      expect(font.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(150);
      rest = rest.slice(line.length);
      if (rest) expect(font.widthOfTextAtSize(line + rest[0], 12)).toBeGreaterThan(150);
    }
  });

  it("prints an order with every free-text field at its longest, as one word each, in under a second", async () => {
    const word = (length: number) => "W".repeat(length);
    const started = performance.now();
    const bytes = await new PdfWorkTicketPrinter().print({
      ...ticket,
      customerName: `${word(100)} ${word(100)}`,
      customerEmail: `${"w".repeat(240)}@example.com`,
      service: word(200),
      details: [{ label: "Head type", value: word(200) }, { label: "Head colour", value: word(100) }, ...ticket.details.slice(2)],
      notes: word(5000),
    });
    expect(performance.now() - started).toBeLessThan(1000);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    expect(await pdfPageText(bytes)).toContain(NOTES_CONTINUE);
  });
});
