/**
 * @module The names and types every object store issues and reads, so disk
 * and bucket answer alike: random keys (128 bits) with an extension, and a
 * content type that is always a well-formed media type.
 */

/** 32 hex digits, a dot, an extension: the only names a store reads, so no key can leave its folder or prefix. */
const KEY = /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;

/** Content types by extension, for objects whose stored type is missing or unreadable. */
const TYPES_BY_EXTENSION: Record<string, string> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  gif: "image/gif",
  webp: "image/webp",
  avif: "image/avif",
  bmp: "image/bmp",
  tif: "image/tiff",
  tiff: "image/tiff",
  pdf: "application/pdf",
};

export const isObjectKey = (key: string): boolean => KEY.test(key);

/** A fresh random key with the extension (a leading dot and capitals allowed); throws for anything else. */
export function newObjectKey(extension: string): string {
  const ext = extension.replace(/^\./, "").toLowerCase();
  if (!EXTENSION.test(ext)) throw new Error(`Invalid object extension "${extension}"`);
  return `${Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("hex")}.${ext}`;
}

/** The type to keep for what the caller claimed: its media type without parameters, or octet-stream. */
export function storableContentType(contentType: string): string {
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  return CONTENT_TYPE.test(type) ? type : "application/octet-stream";
}

/** The type to serve: the stored one when well-formed, else the key's extension's. */
export function servedContentType(key: string, stored: string | undefined): string {
  const type = stored?.trim();
  if (type && CONTENT_TYPE.test(type)) return type;
  return TYPES_BY_EXTENSION[key.slice(key.indexOf(".") + 1)] ?? "application/octet-stream";
}
