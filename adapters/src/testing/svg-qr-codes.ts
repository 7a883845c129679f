/**
 * @module Reads the QR code an SVG draws, for tests: rasterised by sharp (as
 * a browser paints it, on white), then given to jsqr (a QR reader, a
 * devDependency) as a phone's camera would see it.
 */
import jsQR from "jsqr";
import sharp from "sharp";

/** The text the SVG's QR code holds, or null when none reads. */
export async function svgQrText(svg: string): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 144 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(rgba, info.width, info.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}
