/**
 * @module The one way the frontends talk to the API (public spec §7 and §8
 * "General"): cookies always included, JSON bodies with a JSON content
 * type, and any non-OK response thrown as `Error("<status>: <body or
 * statusText>")`.
 */

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Throws `${status}: ${bodyText || statusText}` when the response is not OK. */
export async function throwIfNotOk(response: Response): Promise<void> {
  if (response.ok) return;
  let text = "";
  try {
    text = await response.text();
  } catch {
    text = "";
  }
  throw new Error(`${response.status}: ${text || response.statusText}`);
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

export interface ApiRequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/** Sends a request and returns the raw response once it is known to be OK. */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<Response> {
  const headers: Record<string, string> = { ...options.headers };
  const init: RequestInit = { method, credentials: "include", headers };
  if (body !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(body);
  }
  if (options.signal) init.signal = options.signal;
  const response = await transport(url, init);
  await throwIfNotOk(response);
  return response;
}

/** The default read: GET the path and parse JSON. */
export async function fetchJson<T>(url: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await apiRequest("GET", url, undefined, options);
  return (await response.json()) as T;
}

/** Sends a JSON body and parses the JSON answer (`null` when the body is empty). */
export async function sendJson<T>(
  method: Exclude<HttpMethod, "GET">,
  url: string,
  body?: unknown,
  options: ApiRequestOptions = {},
): Promise<T> {
  const response = await apiRequest(method, url, body, options);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T;
}
