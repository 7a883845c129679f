/**
 * A stand-in for Mailjet's Send API v3.1 on loopback, for adapter, route and
 * end-to-end tests: checks Basic auth (401 otherwise), refuses more than 50
 * messages per call, and answers a status per message in order. Addresses
 * listed in `rejected` (or not shaped like an address) fail alone, and then
 * the whole answer is HTTP 400, as Mailjet's is.
 */
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeMailjetMessage = {
  From?: { Email?: string; Name?: string };
  To?: { Email?: string; Name?: string }[];
  ReplyTo?: { Email?: string; Name?: string };
  Subject?: string;
  TextPart?: string;
  HTMLPart?: string;
  Headers?: Record<string, string>;
  Attachments?: { ContentType?: string; Filename?: string; Base64Content?: string }[];
  CustomID?: string;
};

export type FakeMailjet = {
  url: string;
  /** Every accepted call's messages, one array per call. */
  calls: FakeMailjetMessage[][];
  /** Messages reported as sent. */
  delivered: FakeMailjetMessage[];
  rejected: Set<string>;
  /** Counts requests refused for credentials or size. */
  refusedRequests: number;
  reset(): void;
  close(): Promise<void>;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export async function startFakeMailjet(credentials: { apiKey: string; apiSecret: string }): Promise<FakeMailjet> {
  const expected = `Basic ${Buffer.from(`${credentials.apiKey}:${credentials.apiSecret}`).toString("base64")}`;
  let nextId = 1_000;
  let server: Server | undefined;
  const state: FakeMailjet = {
    url: "",
    calls: [],
    delivered: [],
    rejected: new Set(),
    refusedRequests: 0,
    reset() {
      state.calls.length = 0;
      state.delivered.length = 0;
      state.rejected.clear();
      state.refusedRequests = 0;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };

  server = createServer(async (request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" });
      response.end(JSON.stringify(body));
    };
    const body = await readBody(request);
    if (request.method !== "POST" || request.url !== "/v3.1/send") return answer(404, { ErrorMessage: "Not found", StatusCode: 404 });
    if (request.headers.authorization !== expected) {
      state.refusedRequests++;
      return answer(401, { ErrorInfo: "", ErrorMessage: "API key authentication/authorization failure.", StatusCode: 401 });
    }
    let payload: { Messages?: FakeMailjetMessage[] };
    try {
      payload = JSON.parse(body) as typeof payload;
    } catch {
      return answer(400, { ErrorIdentifier: "x", ErrorCode: "mj-0002", StatusCode: 400, ErrorMessage: "Malformed JSON", ErrorRelatedTo: [] });
    }
    const messages = payload.Messages;
    if (!Array.isArray(messages) || messages.length === 0 || messages.length > 50) {
      state.refusedRequests++;
      return answer(400, { ErrorCode: "mj-0003", StatusCode: 400, ErrorMessage: "Messages must hold between 1 and 50 items", ErrorRelatedTo: ["Messages"] });
    }
    state.calls.push(messages);
    let anyError = false;
    const results = messages.map((message) => {
      const to = message.To?.[0]?.Email ?? "";
      if (!EMAIL.test(to) || state.rejected.has(to) || !message.From?.Email || !message.Subject || !message.TextPart) {
        anyError = true;
        return {
          Status: "error",
          Errors: [
            {
              ErrorIdentifier: `err-${nextId++}`,
              ErrorCode: "mj-0013",
              StatusCode: 400,
              ErrorMessage: `"${to}" is an invalid email address.`,
              ErrorRelatedTo: ["To[0].Email"],
            },
          ],
        };
      }
      state.delivered.push(message);
      const id = nextId++;
      return {
        Status: "success",
        CustomID: message.CustomID ?? "",
        To: [{ Email: to, MessageUUID: `uuid-${id}`, MessageID: id, MessageHref: `https://api.mailjet.com/v3/REST/message/${id}` }],
        Cc: [],
        Bcc: [],
      };
    });
    answer(anyError ? 400 : 200, { Messages: results });
  });

  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}
