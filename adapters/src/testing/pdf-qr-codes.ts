/**
 * @module Reads the QR codes a PDF's first page paints, for tests: the
 * page's images as RGBA pixels, each given to jsqr (a QR reader, a
 * devDependency) as a phone's camera would see it.
 */
import { inflateSync } from "node:zlib";
import jsQR, { type QRCode } from "jsqr";
import { PDFDict, PDFDocument, PDFName, PDFNumber, type PDFRawStream } from "pdf-lib";

export type Pixels = { width: number; height: number; rgba: Uint8ClampedArray };

/**
 * Every image the first page draws, as RGBA pixels: pdf-lib stores an
 * embedded PNG as its raw 8-bit RGB (or grey) samples, deflated, which is
 * what a PDF reader paints; they are read back the same way.
 */
export async function pdfImages(bytes: Uint8Array): Promise<Pixels[]> {
  const pdf = await PDFDocument.load(bytes);
  const xObjects = pdf.getPage(0).node.Resources()?.lookup(PDFName.of("XObject"), PDFDict);
  if (!xObjects) return [];
  return xObjects.values().map((ref) => {
    const stream = pdf.context.lookup(ref) as PDFRawStream;
    const number = (key: string) => stream.dict.lookup(PDFName.of(key), PDFNumber).asNumber();
    const [width, height] = [number("Width"), number("Height")];
    if (number("BitsPerComponent") !== 8) throw new Error("only 8-bit images are read");
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

/** The QR codes on the first page, each with the image it was read from. */
export async function pdfQrCodes(bytes: Uint8Array): Promise<{ image: Pixels; code: QRCode }[]> {
  return (await pdfImages(bytes)).flatMap((image) => {
    const code = jsQR(image.rgba, image.width, image.height, { inversionAttempts: "dontInvert" });
    return code ? [{ image, code }] : [];
  });
}
