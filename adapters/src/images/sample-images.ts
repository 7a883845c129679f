import { deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Small real images for tests: a PNG built here from pixels, a 16×16 HEIC
 * made once with libheif's heif-enc (x265) from such a PNG, and the rest
 * drawn with sharp.
 */
export const SAMPLE_HEIC = Uint8Array.from(
  Buffer.from(
    "AAAAHGZ0eXBoZWljAAAAAG1pZjFoZWljbWlhZgAAAa1tZXRhAAAAAAAAACFoZGxyAAAAAAAAAABwaWN0AAAAAAAAAAAAAAAAAAAAAA5waXRtAAAAAAACAAAAEGlkYXQAAAAAABAAEAAAADhpbG9jAQAAAERAAAIAAQAAAAAAAAHRAAEAAAAAAAAANgACAAEAAAAAAAAAAQAAAAAAAAAIAAAAOGlpbmYAAAAAAAIAAAAVaW5mZQIAAAEAAQAAaHZjMQAAAAAVaW5mZQIAAAAAAgAAZ3JpZAAAAADYaXBycAAAALZpcGNvAAAAdmh2Y0MBA3AAAAAAAAAAAAAe8AD8/fj4AAAPAyAAAQAYQAEMAf//A3AAAAMAkAAAAwAAAwAeugJAIQABACpCAQEDcAAAAwCQAAADAAADAB6gIIEFluqumubgQEDAgAAAAwCAAAADAIQiAAEABkQBwXPBiQAAABRpc3BlAAAAAAAAAEAAAABAAAAAFGlzcGUAAAAAAAAAEAAAABAAAAAQcGl4aQAAAAADCAgIAAAAGmlwbWEAAAAAAAAAAgABAoECAAICA4QAAAAaaXJlZgAAAAAAAAAOZGltZwACAAEAAQAAAD5tZGF0AAAAMigBrxkhaKJA71vmSKNMIO7eNMO1r1IsIanKF7aAwDRXFgObUXuNNV2xofZAFLBE9cdg",
    "base64",
  ),
);

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Uint8Array) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};

const pngChunk = (type: string, data: Uint8Array) => {
  const typed = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A valid RGB PNG of the given size (a gradient), optionally padded to a larger size with an ancillary chunk. */
export function samplePng(width = 4, height = 4, padToBytes = 0): Uint8Array {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set([x * 40, y * 40, 128], y * (width * 3 + 1) + 1 + x * 3);
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", header), pngChunk("IDAT", deflateSync(rows))];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12;
  if (padToBytes > size + 12) parts.push(pngChunk("teXt", Buffer.alloc(padToBytes - size - 12, 0x61)));
  parts.push(pngChunk("IEND", Buffer.alloc(0)));
  return Uint8Array.from(Buffer.concat(parts));
}

/** The PNG with a tEXt chunk (keyword, NUL, text) right after its header. */
export function withPngText(png: Uint8Array, keyword: string, text: string): Uint8Array {
  const afterHeader = 8 + 25;
  const textChunk = pngChunk("tEXt", Buffer.from(`${keyword}\0${text}`, "latin1"));
  return Uint8Array.from(Buffer.concat([png.subarray(0, afterHeader), textChunk, png.subarray(afterHeader)]));
}

/** Where a phone would put the stick's owner: EXIF GPS (Pittsburgh) and a description. */
export const SAMPLE_GPS = { latitude: "40/1 26/1 46/1", longitude: "79/1 58/1 56/1", description: "Casey's porch" };

const SAMPLE_XMP = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>Casey</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;

/** A JPEG as a phone writes it: the sensor's landscape pixels, an EXIF orientation to show them by, GPS and XMP. */
export async function samplePhotoJpeg(width: number, height: number, orientation = 1): Promise<Uint8Array> {
  const jpeg = await sharp({ create: { width, height, channels: 3, background: "#3366cc" } })
    .jpeg()
    .withMetadata({ orientation })
    .withExif({
      IFD0: { ImageDescription: SAMPLE_GPS.description, Make: "Phone" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: SAMPLE_GPS.latitude, GPSLongitudeRef: "W", GPSLongitude: SAMPLE_GPS.longitude },
    })
    .withXmp(SAMPLE_XMP)
    .toBuffer();
  return new Uint8Array(jpeg);
}

/** An animated GIF of `frames` frames, each its own colour, 100 ms apart. */
export async function sampleAnimatedGif(frames = 3, width = 10, height = 8): Promise<Uint8Array> {
  const colours = ["#ff0000", "#00ff00", "#0000ff", "#ffff00"];
  const pages = await Promise.all(
    Array.from({ length: frames }, (_, index) =>
      sharp({ create: { width, height, channels: 3, background: colours[index % colours.length]! } })
        .png()
        .toBuffer(),
    ),
  );
  return new Uint8Array(
    await sharp(pages, { join: { animated: true } })
      .gif({ delay: pages.map(() => 100), loop: 0 })
      .toBuffer(),
  );
}

/**
 * A small JPEG whose header claims `width` × `height` (at most 65535 each):
 * what a decompression bomb looks like before anything is decoded.
 */
export async function jpegClaimingSize(width: number, height: number): Promise<Uint8Array> {
  const jpeg = Buffer.from(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000000" } })
      .jpeg()
      .toBuffer(),
  );
  for (let at = 2; at + 9 < jpeg.length; ) {
    const marker = jpeg[at + 1]!;
    if (marker >= 0xc0 && marker <= 0xc2) {
      jpeg.writeUInt16BE(height, at + 5);
      jpeg.writeUInt16BE(width, at + 7);
      return new Uint8Array(jpeg);
    }
    at += 2 + jpeg.readUInt16BE(at + 2);
  }
  throw new Error("no frame header in the sample JPEG");
}

/** What a decoder reads back from stored bytes (every frame counted) and their pixels: for tests that check what was kept. */
export async function readImage(bytes: Uint8Array) {
  const image = sharp(bytes, { animated: true });
  return { ...(await image.metadata()), pixels: new Uint8Array(await image.raw().toBuffer()) };
}
