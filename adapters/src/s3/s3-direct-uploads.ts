import type { DirectUploads } from "@stringing/core/ports/direct-uploads.port";
import type { S3Bucket } from "./s3-bucket.ts";

const PREFIX = "uploads/";
const UPLOAD_ID = /^[0-9a-f]{32}$/;
/** The key at the end of a presigned URL's path, path-style (`/<bucket>/uploads/<id>`) or virtual-hosted. */
const UPLOAD_PATH = /\/uploads\/([0-9a-f]{32})$/;

/**
 * The cropper's PUT goes to the bucket through a presigned URL, under
 * `uploads/<id>`; the claim reads it from there. An id is only ever read
 * from our own bucket, so a URL naming another host reads nothing foreign.
 */
export class S3DirectUploads implements DirectUploads {
  constructor(private readonly bucket: S3Bucket) {}

  get origin(): string {
    return this.bucket.origin;
  }

  async urlFor(uploadId: string, lifetimeMs: number): Promise<string> {
    if (!UPLOAD_ID.test(uploadId)) throw new Error(`Invalid upload id "${uploadId}"`);
    return this.bucket.presignPut(`${PREFIX}${uploadId}`, Math.ceil(lifetimeMs / 1000));
  }

  idOf(url: string): string | null {
    let parsed: URL;
    try {
      parsed = new URL(url);
    } catch {
      return null;
    }
    if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return null;
    return UPLOAD_PATH.exec(parsed.pathname)?.[1] ?? null;
  }

  async take(uploadId: string, maxBytes: number): Promise<Uint8Array | "too_large" | null> {
    if (!UPLOAD_ID.test(uploadId)) return null;
    const key = `${PREFIX}${uploadId}`;
    const size = await this.bucket.size(key);
    if (size === null) return null;
    if (size > maxBytes) return "too_large";
    const found = await this.bucket.get(key);
    // PUT again between the two looks: judged by what was read.
    if (!found) return null;
    return found.bytes.byteLength > maxBytes ? "too_large" : found.bytes;
  }

  async discard(uploadId: string): Promise<void> {
    if (UPLOAD_ID.test(uploadId)) await this.bucket.delete(`${PREFIX}${uploadId}`);
  }
}
