/**
 * @module Reads the QR code an image draws, for tests: an SVG rasterised by
 * sharp (as a browser paints it, on white), or a screenshot, given to jsqr
 * (a QR reader, a devDependency) as a phone's camera would see it.
 */
import jsQR from "jsqr";
import sharp from "sharp";

/** The text the image's QR code holds (an SVG, a PNG, any image sharp reads), or null when none reads. */
export async function imageQrText(image: string | Uint8Array): Promise<string | null> {
  const { data, info } = await sharp(typeof image === "string" ? Buffer.from(image) : image, { density: 144 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const rgba = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(rgba, info.width, info.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

/** The text the SVG's QR code holds, or null when none reads. */
export const svgQrText = (svg: string): Promise<string | null> => imageQrText(svg);
