import type { QrCodes } from "@stringing/core/ports/qr-codes.port";
import { loadBarcodes } from "./load-pdf-lib.ts";

/** The four modules of white a QR reader needs around the symbol, in bwip-js units (two per module), as on the work ticket. */
const QUIET_ZONE = 8;

/** QR codes drawn by bwip-js, the barcode library the labels and the work ticket already use; loaded with the first one. */
export class BwipQrCodes implements QrCodes {
  async svg(text: string): Promise<string> {
    const { toSVG } = await loadBarcodes();
    return toSVG({ bcid: "qrcode", text, scale: 4, padding: QUIET_ZONE, backgroundcolor: "FFFFFF" });
  }
}
