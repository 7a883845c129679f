import type { ObjectStore, StoredObject } from "@stringing/core/ports/object-store.port";
import { isObjectKey, newObjectKey, servedContentType, storableContentType } from "../objects/object-keys.ts";
import type { S3Bucket } from "./s3-bucket.ts";

const PREFIX = "objects/";

/**
 * Uploaded files in a bucket under `objects/<key>`, the content type kept as
 * the object's own. Served through `/objects/<key>` like the disk store's, so
 * the bucket can stay private.
 */
export class S3ObjectStore implements ObjectStore {
  constructor(private readonly bucket: S3Bucket) {}

  async put(bytes: Uint8Array, contentType: string, extension: string): Promise<StoredObject> {
    const key = newObjectKey(extension);
    const storedType = storableContentType(contentType);
    // Copied first: the upload is read while the caller may already reuse its buffer.
    await this.bucket.put(`${PREFIX}${key}`, new Uint8Array(bytes), storedType);
    return { key, publicPath: `/objects/${key}`, contentType: storedType, size: bytes.byteLength };
  }

  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null> {
    if (!isObjectKey(key)) return null;
    const found = await this.bucket.get(`${PREFIX}${key}`);
    return found && { bytes: found.bytes, contentType: servedContentType(key, found.contentType) };
  }

  async delete(key: string): Promise<void> {
    if (isObjectKey(key)) await this.bucket.delete(`${PREFIX}${key}`);
  }
  async list(): Promise<string[]> {
    return (await this.bucket.list(PREFIX)).map((name) => name.slice(PREFIX.length)).filter(isObjectKey);
  }

  async restore(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    if (!isObjectKey(key)) throw new Error(`Not an object key: "${key}"`);
    await this.bucket.put(`${PREFIX}${key}`, new Uint8Array(bytes), storableContentType(contentType));
  }
}
