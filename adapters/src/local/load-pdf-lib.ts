/**
 * pdf-lib loads with the first PDF drawn (a label, a work ticket), not with
 * the server: about 190 ms and 15 MB that a start need not spend.
 */
let pdfLib: Promise<typeof import("pdf-lib")> | undefined;
export const loadPdfLib = () => (pdfLib ??= import("pdf-lib"));

let barcodes: Promise<typeof import("bwip-js/node")> | undefined;
/** bwip-js, for the labels' and tickets' barcodes; loaded with the first one. */
export const loadBarcodes = () => (barcodes ??= import("bwip-js/node"));
