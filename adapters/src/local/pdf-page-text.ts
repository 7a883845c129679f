import { inflateSync } from "node:zlib";
import { PDFArray, PDFDocument, PDFName, type PDFRawStream, PDFStream } from "pdf-lib";

/**
 * The first page's drawing operators, inflated, with hex text strings
 * decoded (Latin-1/WinAnsi): enough for tests to find the text a label drew.
 */
export async function pdfPageText(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const contents = pdf.getPage(0).node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => pdf.context.lookup(ref)) : [contents];
  let text = "";
  for (const stream of streams) {
    if (!(stream instanceof PDFStream)) continue;
    const raw = (stream as PDFRawStream).getContents();
    const filter = stream.dict.get(PDFName.of("Filter"));
    text += Buffer.from(filter ? inflateSync(raw) : raw).toString("latin1");
  }
  return text.replace(/<([0-9A-Fa-f]+)>/g, (_, hex: string) => Buffer.from(hex, "hex").toString("latin1"));
}
