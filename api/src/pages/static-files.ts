import { readFile, stat } from "node:fs/promises";
import { extname, join, normalize, resolve, sep } from "node:path";
import { createHash } from "node:crypto";

const contentTypes: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
};

export type StaticFile = { body: Uint8Array; contentType: string; etag: string };

/**
 * Files of one built frontend. Built output never changes while the server
 * runs (start builds first), so each file is read and hashed once. Only
 * files found are kept, so what is kept is bounded by the folder's own
 * files; a miss is looked up again each time, as anyone can ask for
 * endlessly many missing paths.
 */
export class StaticFolder {
  private readonly root: string;
  private readonly cache = new Map<string, Promise<StaticFile | null>>();

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file at a URL path inside this folder, or null; never anything outside it. */
  get(urlPath: string): Promise<StaticFile | null> {
    const absolute = this.resolveInside(urlPath);
    if (!absolute) return Promise.resolve(null);
    const kept = this.cache.get(absolute);
    if (kept) return kept;
    // Kept while loading too, so callers at once share one read; dropped again if there is no file.
    const loading = this.load(absolute);
    this.cache.set(absolute, loading);
    void loading.then((file) => {
      if (!file && this.cache.get(absolute) === loading) this.cache.delete(absolute);
    });
    return loading;
  }

  /** How many paths are kept now (files found, and lookups under way). */
  get size(): number {
    return this.cache.size;
  }

  private resolveInside(urlPath: string): string | null {
    let decoded: string;
    try {
      decoded = decodeURIComponent(urlPath);
    } catch {
      return null;
    }
    if (decoded.includes("\0")) return null;
    const absolute = join(this.root, normalize(`/${decoded}`));
    return absolute.startsWith(this.root + sep) ? absolute : null;
  }

  private async load(absolute: string): Promise<StaticFile | null> {
    try {
      if (!(await stat(absolute)).isFile()) return null;
      const body = new Uint8Array(await readFile(absolute));
      const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
      return { body, contentType: contentTypes[extname(absolute).toLowerCase()] ?? "application/octet-stream", etag };
    } catch {
      return null;
    }
  }
}

/** Vite's hashed output (`name-AbC123xy.js` under assets/) never changes under one name. */
export function isHashedAsset(urlPath: string): boolean {
  return /\/assets\/[^/]+[-.][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/.test(urlPath);
}
