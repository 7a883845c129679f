import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { ObjectStore, StoredObject } from "@stringing/core/ports/object-store.port";

/** 32 hex digits, a dot, an extension: the only names this store reads, so no key can leave its folder. */
const KEY = /^[0-9a-f]{32}\.[a-z0-9]{1,10}$/;
const EXTENSION = /^[a-z0-9]{1,10}$/;
const CONTENT_TYPE = /^[a-z0-9][a-z0-9!#$&^_.+-]*\/[a-z0-9][a-z0-9!#$&^_.+-]*$/;
/** The sidecar holding an object's content type; its suffix can never match KEY. */
const TYPE_SUFFIX = ".content-type";

/** Content types by extension, for objects whose sidecar is missing. */
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

/**
 * Uploaded files on disk under `$DATA_DIR/objects/`, named by random keys
 * (128 bits); the content type is kept in a small sidecar file beside each.
 */
export class DiskObjectStore implements ObjectStore {
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = join(dataDir, "objects");
  }

  async put(bytes: Uint8Array, contentType: string, extension: string): Promise<StoredObject> {
    const ext = extension.replace(/^\./, "").toLowerCase();
    if (!EXTENSION.test(ext)) throw new Error(`Invalid object extension "${extension}"`);
    const type = contentType.split(";")[0]!.trim().toLowerCase();
    const storedType = CONTENT_TYPE.test(type) ? type : "application/octet-stream";
    const key = `${Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("hex")}.${ext}`;
    await mkdir(this.folder, { recursive: true });
    const path = join(this.folder, key);
    await writeFile(`${path}${TYPE_SUFFIX}`, storedType);
    // Written aside and renamed: a reader sees the whole object or none.
    await writeFile(`${path}.tmp`, bytes);
    await rename(`${path}.tmp`, path);
    return { key, publicPath: `/objects/${key}`, contentType: storedType, size: bytes.byteLength };
  }

  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    if (!isObjectKey(key)) return null;
    const path = join(this.folder, key);
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    let contentType: string | undefined;
    try {
      contentType = (await readFile(`${path}${TYPE_SUFFIX}`, "utf8")).trim();
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    if (!contentType || !CONTENT_TYPE.test(contentType)) {
      contentType = TYPES_BY_EXTENSION[key.slice(key.indexOf(".") + 1)] ?? "application/octet-stream";
    }
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType };
  }

  async delete(key: string): Promise<void> {
    if (!isObjectKey(key)) return;
    const path = join(this.folder, key);
    await rm(path, { force: true });
    await rm(`${path}${TYPE_SUFFIX}`, { force: true });
  }
}

const isMissing = (error: unknown) => ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as { code?: string }).code ?? "");
