/**
 * @module The loopback HTTP server under the fake vendor APIs (Mailjet,
 * Resend, Shippo) that adapter, route and end-to-end tests talk to: it
 * listens on a free port of 127.0.0.1, reads each request whole and writes
 * the answer the fake returns, so a fake keeps only what its vendor's API
 * says (paths, auth scheme, error shapes).
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type VendorRequest = {
  method: string;
  /** The path without its query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** A header's value, or undefined when it is absent or given more than once. */
  header(name: string): string | undefined;
  /** The body as UTF-8 text ("" when there is none). */
  body: string;
};

export type VendorAnswer = { status: number; body: string | Uint8Array; headers: Record<string, string> };

export type VendorHandler = (request: VendorRequest) => VendorAnswer | Promise<VendorAnswer>;

export type FakeVendorServer = {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  url: string;
  /** Stops listening and drops open keep-alive connections, so a test's teardown never waits on a client's pool. */
  close(): Promise<void>;
};

/** A JSON answer, as every vendor here speaks. */
export const jsonAnswer = (status: number, body: unknown, headers: Record<string, string> = {}): VendorAnswer => ({
  status,
  body: JSON.stringify(body),
  headers: { "content-type": "application/json", ...headers },
});

/** Any other answer: a label PDF, or the HTML page a proxy in front of an API sends with a 500. */
export const rawAnswer = (status: number, body: string | Uint8Array, contentType: string): VendorAnswer => ({
  status,
  body,
  headers: { "content-type": contentType },
});

/** The body parsed as JSON, or a failure the fake answers in its vendor's words. */
export function parseJsonBody(body: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(body) as unknown };
  } catch {
    return { ok: false };
  }
}

export async function startFakeVendorServer(handle: VendorHandler): Promise<FakeVendorServer> {
  const server = createServer(async (request, response) => {
    let answer: VendorAnswer;
    try {
      answer = await handle(await readRequest(request));
    } catch (error) {
      // A bug in a fake shows in the test that hit it, instead of a request left hanging.
      answer = jsonAnswer(500, { message: `fake vendor server failed: ${error instanceof Error ? error.message : String(error)}` });
    }
    response.writeHead(answer.status, answer.headers);
    response.end(typeof answer.body === "string" ? answer.body : Buffer.from(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function readRequest(request: IncomingMessage): Promise<VendorRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  // Prefixed rather than resolved against a base, so a path starting "//" stays a path.
  const url = new URL(`http://127.0.0.1${request.url ?? "/"}`);
  return {
    method: request.method ?? "GET",
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    header: (name) => {
      const value = request.headers[name.toLowerCase()];
      return typeof value === "string" ? value : undefined;
    },
    body: Buffer.concat(chunks).toString("utf8"),
  };
}
