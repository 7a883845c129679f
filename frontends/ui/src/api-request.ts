/**
 * @module How the frontends reach the API
 * (docs/rules/public-site.md, Messages): cookies always included, and any non-OK response thrown as
 * an `ApiError`,
 * whose message is `"<status>: <body or statusText>"` (docs/rules/public-site.md, Messages).
 *
 * The typed client (`api-client.ts`, which sends JSON bodies with a JSON
 * content type) makes every request through `apiFetch`, and so through the
 * transport: the browser's fetch, or the API answering in process while the
 * server renders `/`.
 */

/**
 * A non-OK answer of the API: its status and body, as received. The message
 * is made from them (`"401: {\"message\":…}"`, or the status text when the
 * body is empty), never the other way round.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  /** The body parsed as JSON; `undefined` when it is empty or not JSON. */
  readonly body: unknown;

  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly bodyText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.body = parseJson(bodyText);
  }

  /** Reads the whole body of a non-OK response. */
  static async from(response: Pick<Response, "status" | "statusText" | "text">): Promise<ApiError> {
    let text = "";
    try {
      text = await response.text();
    } catch {
      text = "";
    }
    return new ApiError(response.status, response.statusText, text);
  }

  /** The API's `{"message": string}` (docs/rules/api.md, Errors), when there is a non-blank one. */
  get serverMessage(): string | undefined {
    const message = isRecord(this.body) ? this.body.message : undefined;
    return typeof message === "string" && message.trim() !== "" ? message : undefined;
  }

  /** The API's validation answer `{"errors": {field: message}}`, field by field (empty when there is none). */
  get fieldErrors(): Record<string, string> {
    const errors = isRecord(this.body) ? this.body.errors : undefined;
    if (!isRecord(errors)) return {};
    return Object.fromEntries(Object.entries(errors).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Throws an `ApiError` when the response is not OK. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (!response.ok) throw await ApiError.from(response);
}

/** How a request reaches the API: the browser's fetch, unless replaced. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/**
 * Server rendering of the landing page replaces the network with the API
 * answering in process: the page's reads keep their paths and parsing, and
 * the HTML is built from exactly what the browser would have received.
 */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/** "content-type" → "Content-Type": header names are case-insensitive; these read as the API documents them. */
const headerName = (name: string) => name.replace(/(^|-)([a-z])/g, (_, dash: string, letter: string) => dash + letter.toUpperCase());

/**
 * A `fetch` for Hono's client (and the odd request it cannot make, such as
 * a PUT to a signed upload URL): through the transport, cookies included,
 * headers as a plain record. It does not throw on a non-OK answer; `unwrap`
 * (api-client.ts) or `throwIfNotOk` does.
 */
export function apiFetch(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
  const headers: Record<string, string> = {};
  new Headers(init.headers).forEach((value, name) => {
    headers[headerName(name)] = value;
  });
  return transport(url, { ...init, headers, credentials: "include" });
}
