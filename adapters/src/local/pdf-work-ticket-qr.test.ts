import { describe, expect, it } from "vitest";
import type { WorkTicket } from "@stringing/core/orders/work-ticket";
import { type Pixels, pdfQrCodes as scan } from "../testing/pdf-qr-codes.ts";
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
  pocket: [{ label: "Sidewall", value: "Red" }],
  notes: null,
};

/** The dark symbol's left and right edges, in pixels. */
function symbolEdges({ width, height, rgba }: Pixels): [number, number] {
  let [left, right] = [width, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (rgba[(y * width + x) * 4]! < 128) [left, right] = [Math.min(left, x), Math.max(right, x + 1)];
    }
  }
  return [left, right];
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
