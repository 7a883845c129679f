import { readdir, readFile, rename, rm } from "node:fs/promises";
import { join } from "node:path";
import type { ObjectStore, StoredObject } from "@stringing/core/ports/object-store.port";
import { isObjectKey, newObjectKey, servedContentType, storableContentType } from "../objects/object-keys.ts";
import { makePrivateFolder, writePrivateFile } from "./private-files.ts";

/** The sidecar holding an object's content type; its suffix can never match an object key. */
const TYPE_SUFFIX = ".content-type";

/**
 * Uploaded files on disk under `$DATA_DIR/objects/`, named by random keys
 * (128 bits); the content type is kept in a small sidecar file beside each.
 * Private to the server's user (private-files.ts): the web serves them, not the disk.
 */
export class DiskObjectStore implements ObjectStore {
  readonly folder: string;

  constructor(dataDir: string) {
    this.folder = join(dataDir, "objects");
  }

  async put(bytes: Uint8Array, contentType: string, extension: string): Promise<StoredObject> {
    const key = newObjectKey(extension);
    const storedType = storableContentType(contentType);
    await makePrivateFolder(this.folder);
    const path = join(this.folder, key);
    await writePrivateFile(`${path}${TYPE_SUFFIX}`, storedType);
    // Written aside and renamed: a reader sees the whole object or none.
    await writePrivateFile(`${path}.tmp`, bytes);
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
    let storedType: string | undefined;
    try {
      storedType = await readFile(`${path}${TYPE_SUFFIX}`, "utf8");
    } catch (error) {
      if (!isMissing(error)) throw error;
    }
    return { bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength), contentType: servedContentType(key, storedType) };
  }

  async delete(key: string): Promise<void> {
    if (!isObjectKey(key)) return;
    const path = join(this.folder, key);
    await rm(path, { force: true });
    await rm(`${path}${TYPE_SUFFIX}`, { force: true });
  }
  async list(): Promise<string[]> {
    try {
      return (await readdir(this.folder)).filter(isObjectKey);
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
  }

  async restore(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    if (!isObjectKey(key)) throw new Error(`Not an object key: "${key}"`);
    await makePrivateFolder(this.folder);
    const path = join(this.folder, key);
    await writePrivateFile(`${path}${TYPE_SUFFIX}`, storableContentType(contentType));
    await writePrivateFile(`${path}.tmp`, bytes);
    await rename(`${path}.tmp`, path);
  }
}

const isMissing = (error: unknown) => ["ENOENT", "ENOTDIR", "EISDIR"].includes((error as { code?: string }).code ?? "");
