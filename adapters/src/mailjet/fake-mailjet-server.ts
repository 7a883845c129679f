/**
 * A stand-in for Mailjet's Send API v3.1 on loopback, for adapter, route and
 * end-to-end tests: checks Basic auth (401 otherwise), refuses more than 50
 * messages per call, and answers a status per message in order. Addresses
 * listed in `rejected` (or not shaped like an address) fail alone, and then
 * the whole answer is HTTP 400, as Mailjet's is.
 */
import { jsonAnswer as answer, type FakeVendorServer, parseJsonBody, startFakeVendorServer } from "../testing/fake-vendor-server.ts";

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
  let server: FakeVendorServer | undefined;
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
    close: async () => server?.close(),
  };

  server = await startFakeVendorServer((request) => {
    if (request.method !== "POST" || request.path !== "/v3.1/send") return answer(404, { ErrorMessage: "Not found", StatusCode: 404 });
    if (request.header("authorization") !== expected) {
      state.refusedRequests++;
      return answer(401, { ErrorInfo: "", ErrorMessage: "API key authentication/authorization failure.", StatusCode: 401 });
    }
    const payload = parseJsonBody(request.body);
    if (!payload.ok) {
      return answer(400, { ErrorIdentifier: "x", ErrorCode: "mj-0002", StatusCode: 400, ErrorMessage: "Malformed JSON", ErrorRelatedTo: [] });
    }
    const messages = (payload.value as { Messages?: FakeMailjetMessage[] } | null)?.Messages;
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
    return answer(anyError ? 400 : 200, { Messages: results });
  });
  state.url = server.url;
  return state;
}
