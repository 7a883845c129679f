/**
 * @module The local carrier: draws a real 4x6 inch test label (pdf-lib) with
 * a Code 128 barcode (bwip-js) and a plausible USPS-style tracking number.
 * Nothing is bought, so cancelling is a no-op. Used in development and for
 * the admin's "simple" test labels.
 */
import type { PDFFont, PDFPage, RGB } from "pdf-lib";
import {
  CarrierError,
  type BoughtLabel,
  type Carrier,
  type LabelAddress,
  type LabelKind,
  type LabelRequest,
  type RateQuote,
  type TrackingReport,
} from "@stringing/core/ports/carrier.port";
import { loadBarcodes, loadPdfLib } from "./load-pdf-lib.ts";
import { groupTrackingNumber, randomUspsTrackingNumber } from "./usps-tracking-number.ts";

export const TEST_LABEL_MARK = "TEST LABEL — NOT VALID FOR POSTAGE";
export const LABEL_WIDTH = 288; // 4 in
export const LABEL_HEIGHT = 432; // 6 in
export const LOCAL_CARRIER_NAME = "USPS (test label)";
const DEFAULT_SERVICE = "USPS Ground Advantage";

const KIND_TEXT: Record<LabelKind, string> = { shipping: "SHIPMENT", return: "RETURN TO STRINGER", outbound: "OUTBOUND TO CUSTOMER" };

const MARGIN = 12;

/** The standard fonts speak WinAnsi only; other characters print as "?" instead of failing the label. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return [...text.replace(/[\r\n\t]+/g, " ")].map((char) => (supported.has(char.codePointAt(0)!) ? char : "?")).join("");
}

/**
 * Shortens text with an ellipsis until it fits the width: the longest prefix that fits, found by halving, since
 * measuring every shorter prefix in turn costs the square of the text's length. Exported for tests.
 */
export function fit(font: PDFFont, text: string, size: number, width: number): string {
  const shown = printable(font, text);
  if (font.widthOfTextAtSize(shown, size) <= width) return shown;
  let low = 1;
  let high = shown.length - 1;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (font.widthOfTextAtSize(`${shown.slice(0, middle)}...`, size) <= width) low = middle;
    else high = middle - 1;
  }
  return `${shown.slice(0, low)}...`;
}

function drawAddress(page: PDFPage, fonts: { regular: PDFFont; bold: PDFFont; color: RGB }, heading: string, address: LabelAddress, top: number, size: number) {
  const width = LABEL_WIDTH - 2 * MARGIN - 8;
  page.drawText(heading, { x: MARGIN, y: top, size: 7, font: fonts.bold, color: fonts.color });
  let y = top - size - 3;
  page.drawText(fit(fonts.bold, address.name.toUpperCase(), size, width), { x: MARGIN + 8, y, size, font: fonts.bold });
  for (const line of address.lines.slice(0, 4)) {
    y -= size + 2;
    page.drawText(fit(fonts.regular, line.toUpperCase(), size, width), { x: MARGIN + 8, y, size, font: fonts.regular });
  }
}

/** Draws the label; exported for tests and previews. */
export async function drawTestLabel(request: LabelRequest, trackingNumber: string): Promise<Uint8Array> {
  const [{ PDFDocument, StandardFonts, degrees, rgb }, { toBuffer: barcodePng }] = await Promise.all([loadPdfLib(), loadBarcodes()]);
  const black = rgb(0, 0, 0);
  const white = rgb(1, 1, 1);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Test shipping label ${trackingNumber}`);
  pdf.setSubject(`Order ${request.orderId}, ${request.kind} label, tracking ${trackingNumber}`);
  pdf.setKeywords(["test label", "not valid for postage", trackingNumber]);
  pdf.setProducer("StringMaster Pro local label carrier");
  const page = pdf.addPage([LABEL_WIDTH, LABEL_HEIGHT]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const inner = LABEL_WIDTH - 2 * MARGIN;

  page.drawRectangle({ x: 4, y: 4, width: LABEL_WIDTH - 8, height: LABEL_HEIGHT - 8, borderColor: black, borderWidth: 1.5 });

  // The test marking: a black banner at the top and a faint diagonal across the label.
  page.drawRectangle({ x: 4, y: LABEL_HEIGHT - 30, width: LABEL_WIDTH - 8, height: 26, color: black });
  const markSize = 10;
  page.drawText(TEST_LABEL_MARK, {
    x: (LABEL_WIDTH - bold.widthOfTextAtSize(TEST_LABEL_MARK, markSize)) / 2,
    y: LABEL_HEIGHT - 21,
    size: markSize,
    font: bold,
    color: white,
  });
  page.drawText("TEST LABEL", { x: 40, y: 130, size: 46, font: bold, color: rgb(0.85, 0.85, 0.85), rotate: degrees(35), opacity: 0.5 });

  // Service block.
  const service = (request.service ?? DEFAULT_SERVICE).toUpperCase();
  page.drawText(fit(bold, service, 14, inner), { x: MARGIN, y: LABEL_HEIGHT - 52, size: 14, font: bold });
  page.drawText(fit(regular, `${KIND_TEXT[request.kind]} · ORDER #${request.orderId}`, 8, inner), { x: MARGIN, y: LABEL_HEIGHT - 64, size: 8, font: regular });
  page.drawLine({ start: { x: 4, y: LABEL_HEIGHT - 72 }, end: { x: LABEL_WIDTH - 4, y: LABEL_HEIGHT - 72 }, thickness: 1.5 });

  drawAddress(page, { regular, bold, color: black }, "FROM:", request.from, LABEL_HEIGHT - 84, 8);
  page.drawLine({ start: { x: 4, y: LABEL_HEIGHT - 150 }, end: { x: LABEL_WIDTH - 4, y: LABEL_HEIGHT - 150 }, thickness: 0.75 });
  drawAddress(page, { regular, bold, color: black }, "SHIP TO:", request.to, LABEL_HEIGHT - 164, 12);
  page.drawLine({ start: { x: 4, y: 150 }, end: { x: LABEL_WIDTH - 4, y: 150 }, thickness: 1.5 });

  // Tracking block: heading, barcode, grouped number.
  const heading = "USPS TRACKING # (TEST)";
  page.drawText(heading, { x: (LABEL_WIDTH - bold.widthOfTextAtSize(heading, 9)) / 2, y: 136, size: 9, font: bold });
  const png = await barcodePng({ bcid: "code128", text: trackingNumber, scale: 3, height: 14, includetext: false, paddingwidth: 0, paddingheight: 0 });
  const barcode = await pdf.embedPng(png);
  const barcodeWidth = inner - 16;
  page.drawImage(barcode, { x: MARGIN + 8, y: 50, width: barcodeWidth, height: 76 });
  const grouped = groupTrackingNumber(trackingNumber);
  page.drawText(grouped, { x: (LABEL_WIDTH - bold.widthOfTextAtSize(grouped, 10)) / 2, y: 34, size: 10, font: bold });
  page.drawText(trackingNumber, { x: (LABEL_WIDTH - regular.widthOfTextAtSize(trackingNumber, 6)) / 2, y: 22, size: 6, font: regular });
  page.drawText(fit(regular, TEST_LABEL_MARK, 6, inner), { x: MARGIN, y: 10, size: 6, font: regular });

  return pdf.save();
}

/** The services the test carrier "offers": free, as nothing is bought. */
export const TEST_RATES: readonly RateQuote[] = [
  { id: "test:usps_ground_advantage", carrier: LOCAL_CARRIER_NAME, service: DEFAULT_SERVICE, amount: 0, currency: "USD", estimatedDays: 5 },
  { id: "test:usps_priority", carrier: LOCAL_CARRIER_NAME, service: "USPS Priority Mail", amount: 0, currency: "USD", estimatedDays: 2 },
];

export class PdfLabelCarrier implements Carrier {
  readonly provider = "test";
  readonly testLabels = true;

  async quoteRates(): Promise<RateQuote[]> {
    return TEST_RATES.map((rate) => ({ ...rate }));
  }

  async buyLabel(request: LabelRequest): Promise<BoughtLabel> {
    let service = request.service;
    if (request.rateId !== undefined) {
      const rate = TEST_RATES.find((candidate) => candidate.id === request.rateId);
      if (!rate) throw new CarrierError("refused", "That rate is not offered any more; load the rates again.");
      service = rate.service;
    }
    const trackingNumber = randomUspsTrackingNumber();
    return {
      trackingNumber,
      carrier: LOCAL_CARRIER_NAME,
      rate: 0,
      pdf: await drawTestLabel({ ...request, service }, trackingNumber),
      providerRef: null,
      trackingUrl: null,
      test: true,
    };
  }

  /** Nothing was bought, so there is nothing to void. */
  async cancelLabel(): Promise<void> {}

  /** A drawn label never travels. */
  async track(): Promise<TrackingReport> {
    return { status: "UNKNOWN", at: null, details: "Test label: not tracked" };
  }
}
