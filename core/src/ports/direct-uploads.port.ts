/**
 * Uploads the browser sends straight to the object store (a presigned PUT to
 * a bucket) instead of through the API, taken in afterwards by their id.
 * Absent when objects live on the API's own disk.
 */
export interface DirectUploads {
  /** Where those URLs point, as a Content-Security-Policy source: the admin's pages must be allowed to connect there. */
  readonly origin: string;
  /** A URL the browser may PUT one file to for `lifetimeMs`; no cookie or other credential is needed. */
  urlFor(uploadId: string, lifetimeMs: number): Promise<string>;
  /** The upload id in a URL made by `urlFor`, or null for any other text. */
  idOf(url: string): string | null;
  /** What was PUT for the upload: null when nothing arrived, "too_large" past `maxBytes` (without reading it all). */
  take(uploadId: string, maxBytes: number): Promise<Uint8Array | "too_large" | null>;
  /** Forgets the raw upload; nothing happens when there is none. */
  discard(uploadId: string): Promise<void>;
}
