import { inflateSync } from "node:zlib";
import jsQR from "jsqr";
import { PDFDict, PDFDocument, PDFName, PDFNumber, type PDFRawStream } from "pdf-lib";
import { describe, expect, it } from "vitest";
import type { WorkTicket } from "@stringing/core/orders/work-ticket";
import { pdfPageText } from "./pdf-page-text.ts";
import { PdfWorkTicketPrinter } from "./pdf-work-ticket-printer.ts";

const ticket: WorkTicket = {
  orderId: 1234,
  orderNumber: "#1234",
  barcode: "1234",
  adminUrl: "https://shop.example/admin/orders/1234",
  createdAt: new Date("2026-04-02T09:00:00Z"),
  customerName: "Casey Jones",
  customerEmail: "casey@example.com",
  phone: null,
  payment: "Paid, $45.00",
  promise: "Ship by Thu Dec 3, 2026",
  service: "Mesh Pocket",
  details: [{ label: "Head type", value: "STX Surgeon 1000" }],
  notes: null,
};

type Pixels = { width: number; height: number; rgba: Uint8ClampedArray };

/**
 * Every image the page draws, as RGBA pixels: pdf-lib stores an embedded PNG
 * as its raw RGB (or grey) samples, deflated, which is what a PDF reader
 * paints; read them back the same way.
 */
async function pageImages(bytes: Uint8Array): Promise<Pixels[]> {
  const pdf = await PDFDocument.load(bytes);
  const xObjects = pdf.getPage(0).node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
  if (!xObjects) return [];
  return xObjects.values().map((ref) => {
    const stream = pdf.context.lookup(ref) as PDFRawStream;
    const number = (key: string) => (stream.dict.lookup(PDFName.of(key), PDFNumber) as PDFNumber).asNumber();
    const [width, height] = [number("Width"), number("Height")];
    expect(number("BitsPerComponent")).toBe(8);
    const samples = inflateSync(stream.getContents());
    const channels = samples.length / (width * height);
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let pixel = 0; pixel < width * height; pixel++) {
      for (let channel = 0; channel < 3; channel++) rgba[pixel * 4 + channel] = samples[pixel * channels + (channels === 1 ? 0 : channel)]!;
      rgba[pixel * 4 + 3] = 255;
    }
    return { width, height, rgba };
  });
}

/** What the QR codes on the ticket say, read by a QR reader from the pixels the PDF paints. */
async function scan(bytes: Uint8Array) {
  return (await pageImages(bytes)).flatMap((image) => {
    const code = jsQR(image.rgba, image.width, image.height, { inversionAttempts: "dontInvert" });
    return code ? [{ image, code }] : [];
  });
}

/** The dark symbol's left and right edges in pixels, on its middle row. */
function symbolEdges({ width, height, rgba }: Pixels): [number, number] {
  const dark: number[] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) if (rgba[(y * width + x) * 4]! < 128) dark.push(x);
  return [Math.min(...dark), Math.max(...dark) + 1];
}

/** Where the ticket draws its square image, in points: `w 0 0 h 0 0 cm` before the image's Do. */
async function qrWidthInPoints(bytes: Uint8Array): Promise<number> {
  const sizes = [...(await pdfPageText(bytes)).matchAll(/([\d.]+) 0 0 ([\d.]+) 0 0 cm\n(?:1 0 0 1 0 0 cm\n)?\/\S+ Do/g)].map((m) => [
    Number(m[1]),
    Number(m[2]),
  ]);
  const squares = sizes.filter(([width, height]) => width === height);
  expect(squares).toHaveLength(1);
  return squares[0]![0]!;
}

describe("the work ticket's QR code", () => {
  it("decodes to exactly the order's admin URL, and that URL is printed under it", async () => {
    const bytes = await new PdfWorkTicketPrinter().print(ticket);
    const found = await scan(bytes);
    expect(found.map(({ code }) => code.data)).toEqual(["https://shop.example/admin/orders/1234"]);
    expect(await pdfPageText(bytes)).toContain("https://shop.example/admin/orders/1234");
  });

  it("carries each ticket's own URL, not a fixed one", async () => {
    const other = { ...ticket, orderId: 98765, orderNumber: "#98765", barcode: "98765", adminUrl: "https://stringing.example/shop/admin/orders/98765" };
    const found = await scan(await new PdfWorkTicketPrinter().print(other));
    expect(found.map(({ code }) => code.data)).toEqual(["https://stringing.example/shop/admin/orders/98765"]);
  });

  it("is at least 25 mm wide without its margin, with four modules of white all round", async () => {
    const bytes = await new PdfWorkTicketPrinter().print(ticket);
    const [found] = await scan(bytes);
    const { image, code } = found!;
    const modules = 17 + 4 * code.version;
    const [left, right] = symbolEdges(image);
    const module = (right - left) / modules;
    // The quiet zone is in the image itself, so nothing drawn next to it can eat into it.
    expect(left / module).toBeGreaterThanOrEqual(4);
    expect((image.width - right) / module).toBeGreaterThanOrEqual(4);
    const points = ((right - left) / image.width) * (await qrWidthInPoints(bytes));
    expect((points / 72) * 25.4).toBeGreaterThanOrEqual(25);
  });
});
