/** Draws a QR code of a text (a link): what a phone's camera reads back is exactly `text`. */
export interface QrCodes {
  /** A standalone SVG document, dark modules on white with the quiet zone a reader needs, so it reads on either theme. */
  svg(text: string): Promise<string>;
}
