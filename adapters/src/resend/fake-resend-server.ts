/**
 * A stand-in for Resend's sending API on loopback, for adapter, route and
 * end-to-end tests: `POST /emails` and `POST /emails/batch` with Bearer
 * auth, answering with Resend's error shape `{statusCode, name, message}`:
 * 401 without a key, 403 for another key, 422 for a bad field, 409 for an
 * idempotency key reused with another body. Addresses in `rejected` fail as
 * invalid; `failNext` answers the next calls with a chosen error (429 with
 * `retry-after`, 500, …) before any check.
 */
import { type FakeVendorServer, jsonAnswer, parseJsonBody, startFakeVendorServer, type VendorAnswer } from "../testing/fake-vendor-server.ts";

export type FakeResendEmail = {
  from?: string;
  to?: string | string[];
  reply_to?: string | string[];
  subject?: string;
  text?: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: { filename?: string; content?: string; content_type?: string }[];
  tags?: { name: string; value: string }[];
};

export type FakeResendError = { statusCode: number; name: string; message: string; retryAfterSeconds?: number };

export type FakeResend = {
  url: string;
  /** Every request that passed authentication: its path, idempotency key and body. */
  calls: { path: string; idempotencyKey: string | null; batchValidation: string | null; body: unknown }[];
  /** Messages accepted, with the id answered for each. */
  delivered: (FakeResendEmail & { id: string })[];
  rejected: Set<string>;
  /** Answered, in turn, to the next requests instead of handling them. */
  failNext: FakeResendError[];
  reset(): void;
  close(): Promise<void>;
};

const ADDRESS = /^(?:[^<>]*<\s*([^\s<>@]+@[^\s<>@]+\.[^\s<>@]+)\s*>|([^\s<>@]+@[^\s<>@]+\.[^\s<>@]+))$/;

/** The bare address of "Name <a@b.co>" or "a@b.co"; null when it is neither. */
export const bareAddress = (value: string): string | null => {
  const match = ADDRESS.exec(value.trim());
  return match ? (match[1] ?? match[2] ?? null) : null;
};

const error = (statusCode: number, name: string, message: string): FakeResendError => ({ statusCode, name, message });

export async function startFakeResend(apiKey: string): Promise<FakeResend> {
  let nextId = 1;
  let server: FakeVendorServer | undefined;
  const seenKeys = new Map<string, { body: string; answer: unknown }>();
  const state: FakeResend = {
    url: "",
    calls: [],
    delivered: [],
    rejected: new Set(),
    failNext: [],
    reset() {
      state.calls.length = 0;
      state.delivered.length = 0;
      state.rejected.clear();
      state.failNext.length = 0;
      seenKeys.clear();
    },
    close: async () => server?.close(),
  };

  /** Why Resend would refuse one message, or null when it would send it. */
  const problem = (email: FakeResendEmail, inBatch: boolean): FakeResendError | null => {
    if (!email.from || !email.to || !email.subject) return error(422, "missing_required_field", "Missing `to`, `from` or `subject` field.");
    if (!bareAddress(email.from))
      return error(
        422,
        "invalid_from_address",
        "Invalid `from` field. The email address needs to follow the `email@example.com` or `Name <email@example.com>` format.",
      );
    if (!email.html && !email.text) return error(422, "validation_error", "Missing `html` or `text` field.");
    if (inBatch && email.attachments?.length) return error(422, "validation_error", "Attachments are not supported in batch emails.");
    for (const to of [email.to].flat()) {
      const address = bareAddress(to);
      if (!address || state.rejected.has(address))
        return error(422, "validation_error", `Invalid \`to\` field. Please use our testing email address instead of domains like \`${to}\`.`);
    }
    return null;
  };

  const deliver = (email: FakeResendEmail) => {
    const id = `${String(nextId++).padStart(8, "0")}-5e4d-4c3b-8a29-re5e2dfa4e00`;
    state.delivered.push({ ...email, id });
    return { id };
  };

  const fail = (failure: FakeResendError): VendorAnswer =>
    jsonAnswer(
      failure.statusCode,
      { statusCode: failure.statusCode, name: failure.name, message: failure.message },
      failure.retryAfterSeconds === undefined ? {} : { "retry-after": String(failure.retryAfterSeconds) },
    );

  server = await startFakeVendorServer((request) => {
    const { path, body: raw } = request;
    if (request.method !== "POST" || (path !== "/emails" && path !== "/emails/batch")) {
      return fail(error(404, "not_found", "The requested endpoint does not exist."));
    }
    const authorization = request.header("authorization") ?? "";
    if (!authorization.startsWith("Bearer ") || authorization === "Bearer ")
      return fail(error(401, "missing_api_key", "Missing API key in the authorization header."));
    if (authorization !== `Bearer ${apiKey}`) return fail(error(403, "invalid_api_key", "API key is invalid."));
    const injected = state.failNext.shift();
    if (injected) return fail(injected);

    const parsed = parseJsonBody(raw);
    if (!parsed.ok) return fail(error(422, "validation_error", "Invalid JSON body."));
    const body = parsed.value;
    const idempotencyKey = request.header("idempotency-key") ?? null;
    const batchValidation = request.header("x-batch-validation") ?? null;
    state.calls.push({ path, idempotencyKey, batchValidation, body });
    const replay = idempotencyKey ? seenKeys.get(`${path} ${idempotencyKey}`) : undefined;
    if (replay) {
      if (replay.body !== raw) return fail(error(409, "invalid_idempotent_request", "Same idempotency key used with a different request payload."));
      return jsonAnswer(200, replay.answer);
    }
    const remember = (result: unknown) => {
      if (idempotencyKey) seenKeys.set(`${path} ${idempotencyKey}`, { body: raw, answer: result });
      return jsonAnswer(200, result);
    };

    if (path === "/emails") {
      const email = body as FakeResendEmail;
      const refused = problem(email, false);
      return refused ? fail(refused) : remember(deliver(email));
    }

    if (!Array.isArray(body) || body.length === 0 || body.length > 100)
      return fail(error(422, "validation_error", "The batch must hold between 1 and 100 emails."));
    const emails = body as FakeResendEmail[];
    const problems = emails.map((email) => problem(email, true));
    if (batchValidation !== "permissive") {
      const first = problems.find((found) => found !== null);
      return first ? fail(first) : remember({ data: emails.map(deliver) });
    }
    const data: { id: string }[] = [];
    const errors: { index: number; message: string }[] = [];
    emails.forEach((email, index) => {
      const refused = problems[index];
      if (refused) errors.push({ index, message: refused.message });
      else data.push(deliver(email));
    });
    return remember({ data, errors });
  });
  state.url = server.url;
  return state;
}
