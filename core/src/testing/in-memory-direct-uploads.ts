import type { DirectUploads } from "../ports/direct-uploads.port.ts";

const URL_OF_UPLOAD = /^https:\/\/bucket\.test\/uploads\/([0-9a-f]{32})$/;

/** DirectUploads fake for core tests: `putTo` plays the browser's PUT to the presigned URL. */
export class InMemoryDirectUploads implements DirectUploads {
  readonly raw = new Map<string, Uint8Array>();
  readonly issued: { uploadId: string; lifetimeMs: number }[] = [];
  readonly origin = "https://bucket.test";

  async urlFor(uploadId: string, lifetimeMs: number) {
    this.issued.push({ uploadId, lifetimeMs });
    return `https://bucket.test/uploads/${uploadId}`;
  }
  idOf(url: string) {
    return URL_OF_UPLOAD.exec(url)?.[1] ?? null;
  }
  async take(uploadId: string, maxBytes: number) {
    const bytes = this.raw.get(uploadId);
    if (!bytes) return null;
    return bytes.byteLength > maxBytes ? ("too_large" as const) : new Uint8Array(bytes);
  }
  async discard(uploadId: string) {
    this.raw.delete(uploadId);
  }
  async putTo(url: string, bytes: Uint8Array) {
    const id = this.idOf(url);
    if (!id) throw new Error(`not an upload URL: ${url}`);
    this.raw.set(id, new Uint8Array(bytes));
  }
}
