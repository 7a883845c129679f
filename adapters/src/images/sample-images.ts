import { deflateSync } from "node:zlib";

/**
 * Small real images for tests: a PNG built here from pixels, and a 16×16 HEIC
 * made once with libheif's heif-enc (x265) from such a PNG.
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

/** A valid RGB PNG of the given size (a gradient), optionally padded to a larger size with an ancillary chunk. */
export function samplePng(width = 4, height = 4, padToBytes = 0): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const typed = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) rows.set([x * 40, y * 40, 128], y * (width * 3 + 1) + 1 + x * 3);
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", header), chunk("IDAT", deflateSync(rows))];
  const size = parts.reduce((sum, part) => sum + part.length, 0) + 12;
  if (padToBytes > size + 12) parts.push(chunk("teXt", Buffer.alloc(padToBytes - size - 12, 0x61)));
  parts.push(chunk("IEND", Buffer.alloc(0)));
  return Uint8Array.from(Buffer.concat(parts));
}
