/**
 * @module The anonymous public reads and the rendered `/`, kept in memory
 * until the content changes. Content changes a few times a week and is read
 * on every visit, so each answer is built once per content version (and per
 * origin), compressed once per encoding, and then served from memory
 * without touching the app or the database.
 *
 * Correct with several instances on one database: every content write is
 * published (ContentChanges, LISTEN/NOTIFY on the server) and every instance
 * drops what it kept. A read that started before a change is never stored
 * after it: an answer is kept only if the version it was built under is
 * still the current one.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { ContentChanges } from "@stringing/core/ports/content-changes.port";
import { SESSION_COOKIE } from "../middleware/session-cookie.ts";
import { isCachedPublicPath, isPublicPage } from "./public-paths.ts";

type Fetch<Env> = (request: Request, env?: Env) => Response | Promise<Response>;

type Encoding = "br" | "gzip" | "identity";

type Entry = {
  version: number;
  status: number;
  headers: [string, string][];
  etag: string;
  bodies: Record<Encoding, Uint8Array | null>;
  /** Whether it may be kept for the next request (a 200 without a cookie or no-store). */
  keep: boolean;
};

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** Below this, compressing costs more than it saves. */
const COMPRESS_FROM_BYTES = 1024;
/** Many hosts (a spoofed Host header) must not grow the cache without bound; the least recently used goes first. */
const DEFAULT_MAX_ENTRIES = 256;
const sessionCookie = new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=`);

export type PublicResponseCacheOptions = {
  changes: ContentChanges;
  maxEntries?: number;
};

export class PublicResponseCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();
  private readonly maxEntries: number;

  constructor(options: PublicResponseCacheOptions) {
    this.maxEntries = options.maxEntries ?? DEFAULT_MAX_ENTRIES;
    options.changes.subscribe(() => this.forget());
  }

  /** Answers cacheable requests from memory and passes every other one to `fetch`. */
  wrap<Env>(fetch: Fetch<Env>): Fetch<Env> {
    return async (request, env) => {
      if (!isCacheable(request)) return fetch(request, env);
      const url = new URL(request.url);
      if (!isCachedPublicPath(url.pathname)) return fetch(request, env);
      // A query is anyone's to vary: the page ignores it (built without it below), a read's is passed on unkept.
      if (url.search && !isPublicPage(url.pathname)) return fetch(request, env);
      const key = `${url.origin}${url.pathname}`;
      const entry = this.recall(key) ?? (await this.build(key, request, env, fetch));
      return respond(entry, request);
    };
  }

  /** A kept answer, marked as the most recently used so that a flood of new keys pushes it out last. */
  private recall(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** How many answers are kept now (for tests and the benchmark). */
  get size(): number {
    return this.entries.size;
  }

  private forget(): void {
    this.version++;
    this.entries.clear();
    this.building.clear();
  }

  private build<Env>(key: string, request: Request, env: Env | undefined, fetch: Fetch<Env>): Promise<Entry> {
    const underway = this.building.get(key);
    if (underway) return underway;
    const version = this.version;
    const built = buildEntry(key, request, env, fetch, version).then(
      (entry) => {
        if (this.building.get(key) === built) this.building.delete(key);
        if (entry.keep && entry.version === this.version) this.store(key, entry);
        return entry;
      },
      (error: unknown) => {
        if (this.building.get(key) === built) this.building.delete(key);
        throw error;
      },
    );
    this.building.set(key, built);
    return built;
  }

  private store(key: string, entry: Entry): void {
    if (this.entries.size >= this.maxEntries) {
      const leastRecent = this.entries.keys().next().value;
      if (leastRecent !== undefined) this.entries.delete(leastRecent);
    }
    this.entries.set(key, entry);
  }
}

function isCacheable(request: Request): boolean {
  if (request.method !== "GET") return false;
  if (request.headers.has("authorization")) return false;
  const cookie = request.headers.get("cookie");
  return !cookie || !sessionCookie.test(cookie);
}

/** Built from `url` (the key: no query), so that nothing kept can depend on a query one visitor sent. */
async function buildEntry<Env>(url: string, request: Request, env: Env | undefined, fetch: Fetch<Env>, version: number): Promise<Entry> {
  // The app answers uncompressed; each encoding is made once, here.
  const headers = new Headers(request.headers);
  headers.delete("accept-encoding");
  headers.delete("if-none-match");
  headers.delete("if-modified-since");
  const response = await fetch(new Request(url, { method: "GET", headers }), env);
  const identity = new Uint8Array(await response.arrayBuffer());
  const kept: [string, string][] = [];
  response.headers.forEach((value, name) => {
    if (name !== "content-length" && name !== "content-encoding" && name !== "etag" && name !== "vary") kept.push([name, value]);
  });
  const keep = response.status === 200 && !response.headers.has("set-cookie") && !/no-store|private/.test(response.headers.get("cache-control") ?? "");
  const compress = keep && identity.byteLength >= COMPRESS_FROM_BYTES;
  const [br, gz] = compress
    ? await Promise.all([
        brotli(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength } }),
        gzipAsync(identity, { level: 9 }),
      ])
    : [null, null];
  return {
    version,
    status: response.status,
    headers: kept,
    etag: `"${createHash("sha1").update(identity).digest("base64url")}"`,
    bodies: { identity, br: br ? new Uint8Array(br) : null, gzip: gz ? new Uint8Array(gz) : null },
    keep,
  };
}

function respond(entry: Entry, request: Request): Response {
  const headers = new Headers(entry.headers);
  if (!entry.keep) return new Response(entry.bodies.identity as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
  headers.set("ETag", entry.etag);
  headers.set("Vary", "Accept-Encoding");
  if (request.headers.get("if-none-match") === entry.etag) return new Response(null, { status: 304, headers });
  const encoding = chooseEncoding(entry, request.headers.get("accept-encoding") ?? "");
  if (encoding !== "identity") headers.set("Content-Encoding", encoding);
  return new Response(entry.bodies[encoding] as Uint8Array<ArrayBuffer>, { status: entry.status, headers });
}

function chooseEncoding(entry: Entry, acceptEncoding: string): Encoding {
  const accepted = acceptedEncodings(acceptEncoding);
  if (entry.bodies.br && accepted.has("br")) return "br";
  if (entry.bodies.gzip && accepted.has("gzip")) return "gzip";
  return "identity";
}

/** The codings an Accept-Encoding header accepts (those not given q=0). */
function acceptedEncodings(header: string): Set<string> {
  const accepted = new Set<string>();
  for (const part of header.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    if (name && (!q || Number(q.slice(2)) > 0)) accepted.add(name);
  }
  return accepted;
}
