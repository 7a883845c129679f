/**
 * A stand-in for Stripe's API on loopback, for adapter, route and
 * end-to-end tests. It speaks what the Checkout adapter uses,
 * POST /v1/checkout/sessions (and GET /v1/checkout/sessions/:id), and checks
 * what Stripe checks: the secret key (`Authorization: Bearer <key>`, or basic
 * auth with the key as the user name; else 401 with Stripe's error JSON), a
 * form-encoded body in Stripe's bracket notation, the required and
 * well-formed fields (mode, line items priced in cents with a currency and a
 * name, a total of at least $0.50, http(s) success and cancel URLs,
 * client_reference_id up to 200 characters), and idempotency keys (the same
 * key answers the first session again; with other parameters it is a 400
 * idempotency_error). A session's `url` is a page of this server
 * (/c/pay/<id>). `failNext` answers the next authenticated requests with
 * what it holds (a 500, say) before anything else.
 */
import { type FakeVendorServer, jsonAnswer as answer, rawAnswer, startFakeVendorServer, type VendorAnswer } from "../testing/fake-vendor-server.ts";

/** A form body in Stripe's bracket notation (`line_items[0][price_data][currency]=usd`) as nested objects; list indexes stay keys. */
export type StripeForm = { [key: string]: string | StripeForm };

export type FakeCheckoutSession = {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  livemode: boolean;
  metadata: Record<string, string>;
  mode: string;
  payment_status: "unpaid" | "paid";
  status: "open" | "complete";
  success_url: string;
  cancel_url: string;
  url: string;
  created: number;
  expires_at: number;
  /** What was asked, as sent: the line items and every other field. */
  line_items: StripeForm;
};

export type FakeStripeFailure = { status: number; body: string; contentType?: string };

export type FakeStripe = {
  url: string;
  secretKey: string;
  /** Every authenticated call: method, path, the idempotency key and the parsed form. */
  calls: { method: string; path: string; idempotencyKey: string | undefined; form: StripeForm }[];
  /** The sessions created, in order (a replayed idempotency key adds none). */
  sessions: FakeCheckoutSession[];
  /** Answered, in turn, to the next authenticated requests instead of handling them. */
  failNext: FakeStripeFailure[];
  /** The `checkout.session.completed` event Stripe would send once the session is paid. */
  completedEvent(sessionId: string): { id: string; object: "event"; type: "checkout.session.completed"; data: { object: FakeCheckoutSession } };
  reset(): void;
  close(): Promise<void>;
};

/** Stripe's answer to an internal error; its SDK retries it. */
export const STRIPE_SERVER_ERROR: FakeStripeFailure = {
  status: 500,
  body: JSON.stringify({ error: { type: "api_error", message: "An unknown error occurred" } }),
};

const hex = (n: number) => Array.from(crypto.getRandomValues(new Uint8Array(n)), (byte) => byte.toString(16).padStart(2, "0")).join("");

const stripeError = (status: number, type: string, message: string, param?: string) =>
  answer(status, { error: { type, message, ...(param ? { param } : {}) } }, { "request-id": `req_${hex(7)}` });

const invalid = (message: string, param?: string) => stripeError(400, "invalid_request_error", message, param);

/** Parses `a[b][0][c]=v` pairs into nested objects, as Stripe reads its form bodies. */
export function parseStripeForm(body: string): StripeForm {
  const form: StripeForm = {};
  for (const [name, value] of new URLSearchParams(body)) {
    const path = name.split(/\[|\]\[|\]/).filter((part, index) => index === 0 || part !== "");
    let node = form;
    path.forEach((key, index) => {
      if (index === path.length - 1) node[key] = value;
      else {
        const next = node[key];
        const branch: StripeForm = typeof next === "object" ? next : {};
        node[key] = branch;
        node = branch;
      }
    });
  }
  return form;
}

const text = (form: StripeForm, key: string): string | undefined => (typeof form[key] === "string" ? (form[key] as string) : undefined);
const child = (form: StripeForm, key: string): StripeForm | undefined => (typeof form[key] === "object" ? (form[key] as StripeForm) : undefined);
const wholeNumber = (value: string | undefined) => (value !== undefined && /^\d+$/.test(value) ? Number(value) : null);

function validUrl(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
}

/** The key the request was made with: Bearer, or basic auth's user name. */
function keyOf(authorization: string | undefined): string | null {
  if (!authorization) return null;
  const bearer = /^Bearer (.+)$/.exec(authorization);
  if (bearer) return bearer[1]!;
  const basic = /^Basic (.+)$/.exec(authorization);
  if (basic) return Buffer.from(basic[1]!, "base64").toString("utf8").split(":")[0] ?? null;
  return null;
}

const redacted = (key: string) => `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

export async function startFakeStripe(secretKey = "sk_test_fakestripe0000000000000000"): Promise<FakeStripe> {
  let server: FakeVendorServer | undefined;
  /** Idempotency key → the body first sent with it and the answer given. */
  const replays = new Map<string, { body: string; answer: VendorAnswer }>();
  const state: FakeStripe = {
    url: "",
    secretKey,
    calls: [],
    sessions: [],
    failNext: [],
    completedEvent(sessionId) {
      const session = state.sessions.find((candidate) => candidate.id === sessionId);
      if (!session) throw new Error(`fake Stripe: no session ${sessionId}`);
      return {
        id: `evt_${hex(12)}`,
        object: "event",
        type: "checkout.session.completed",
        data: { object: { ...session, status: "complete", payment_status: "paid" } },
      };
    },
    reset() {
      state.calls.length = 0;
      state.sessions.length = 0;
      state.failNext.length = 0;
      replays.clear();
    },
    close: async () => server?.close(),
  };

  const createSession = (form: StripeForm): VendorAnswer => {
    const mode = text(form, "mode");
    if (!mode) return invalid("Missing required param: mode.", "mode");
    if (!["payment", "setup", "subscription"].includes(mode)) return invalid(`Invalid mode: must be one of payment, setup, or subscription`, "mode");
    const items = child(form, "line_items");
    if (mode === "payment" && !items) return invalid("You must provide at least one of `line_items` or `prices` in `payment` mode.", "line_items");
    let total = 0;
    let currency: string | undefined;
    for (const [index, value] of Object.entries(items ?? {})) {
      const param = `line_items[${index}]`;
      if (typeof value !== "object") return invalid(`Invalid object`, param);
      const quantity = wholeNumber(text(value, "quantity"));
      if (quantity === null || quantity < 1)
        return invalid("Missing required param: line_items[0][quantity].".replace("[0]", `[${index}]`), `${param}[quantity]`);
      const price = child(value, "price_data");
      if (!price) return invalid(`You must specify either \`price\` or \`price_data\` for each line item.`, `${param}[price_data]`);
      const itemCurrency = text(price, "currency");
      if (!itemCurrency || !/^[a-z]{3}$/.test(itemCurrency)) return invalid(`Invalid currency: ${itemCurrency ?? ""}`, `${param}[price_data][currency]`);
      if (currency && currency !== itemCurrency) return invalid("All line items must have the same currency.", `${param}[price_data][currency]`);
      currency = itemCurrency;
      const unitAmount = wholeNumber(text(price, "unit_amount"));
      if (unitAmount === null)
        return invalid("Invalid integer: unit_amount must be a whole number of the currency's smallest unit.", `${param}[price_data][unit_amount]`);
      const name = text(child(price, "product_data") ?? {}, "name");
      if (!name?.trim()) return invalid(`Missing required param: ${param}[price_data][product_data][name].`, `${param}[price_data][product_data][name]`);
      total += unitAmount * quantity;
    }
    if (mode === "payment" && currency === "usd" && total < 50) {
      return invalid("The Checkout Session's total amount due must add up to at least $0.50 usd", "line_items");
    }
    for (const param of ["success_url", "cancel_url"] as const) {
      const value = text(form, param);
      if (value !== undefined && !validUrl(value)) return invalid("Not a valid URL", param);
    }
    if (!text(form, "success_url")) return invalid("Missing required param: success_url.", "success_url");
    const reference = text(form, "client_reference_id");
    if (reference !== undefined && (reference.length < 1 || reference.length > 200)) {
      return invalid("client_reference_id must be 1 to 200 characters.", "client_reference_id");
    }
    const id = `cs_test_${hex(24)}`;
    const created = Math.floor(Date.now() / 1000);
    const metadata = child(form, "metadata") ?? {};
    const session: FakeCheckoutSession = {
      id,
      object: "checkout.session",
      amount_subtotal: total,
      amount_total: total,
      currency: currency ?? "usd",
      client_reference_id: reference ?? null,
      customer_email: text(form, "customer_email") ?? null,
      livemode: secretKey.includes("_live_"),
      metadata: Object.fromEntries(Object.entries(metadata).filter((entry): entry is [string, string] => typeof entry[1] === "string")),
      mode,
      payment_status: "unpaid",
      status: "open",
      success_url: text(form, "success_url")!,
      cancel_url: text(form, "cancel_url") ?? "",
      url: `${state.url}/c/pay/${id}`,
      created,
      expires_at: created + 24 * 60 * 60,
      line_items: items ?? {},
    };
    state.sessions.push(session);
    const { line_items: _asked, ...shown } = session;
    return answer(200, shown);
  };

  server = await startFakeVendorServer((request) => {
    const { method, path } = request;
    const page = /^\/c\/pay\/(cs_test_[0-9a-f]+)$/.exec(path);
    if (method === "GET" && page) {
      const session = state.sessions.find((candidate) => candidate.id === page[1]);
      if (!session) return rawAnswer(404, "<!doctype html><title>Not found</title><h1>Something went wrong</h1>", "text/html");
      const amount = (session.amount_total / 100).toFixed(2);
      return rawAnswer(
        200,
        `<!doctype html><title>Fake Stripe Checkout</title><h1>Pay $${amount}</h1><p>Order ${session.client_reference_id}</p>`,
        "text/html",
      );
    }

    const key = keyOf(request.header("authorization"));
    if (key === null) {
      return stripeError(
        401,
        "invalid_request_error",
        "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
      );
    }
    if (key !== secretKey) return stripeError(401, "invalid_request_error", `Invalid API Key provided: ${redacted(key)}`);
    if (method === "POST" && !(request.header("content-type") ?? "").startsWith("application/x-www-form-urlencoded")) {
      return invalid("Invalid request: Stripe takes application/x-www-form-urlencoded bodies.");
    }
    const form = parseStripeForm(method === "GET" ? request.query.toString() : request.body);
    const idempotencyKey = request.header("idempotency-key");
    state.calls.push({ method, path, idempotencyKey, form });
    const injected = state.failNext.shift();
    if (injected) return rawAnswer(injected.status, injected.body, injected.contentType ?? "application/json");

    if (method === "POST" && path === "/v1/checkout/sessions") {
      if (idempotencyKey) {
        const seen = replays.get(idempotencyKey);
        if (seen && seen.body !== request.body) {
          return stripeError(
            400,
            "idempotency_error",
            `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          );
        }
        if (seen) return { ...seen.answer, headers: { ...seen.answer.headers, "idempotent-replayed": "true" } };
      }
      const created = createSession(form);
      // Stripe saves no result for parameters that failed validation: only a session made is answered again.
      if (idempotencyKey && created.status === 200) replays.set(idempotencyKey, { body: request.body, answer: created });
      return created;
    }
    const sessionMatch = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (method === "GET" && sessionMatch) {
      const session = state.sessions.find((candidate) => candidate.id === sessionMatch[1]);
      if (!session) return invalid(`No such checkout.session: '${sessionMatch[1]}'`, "session");
      const { line_items: _asked, ...shown } = session;
      return answer(200, shown);
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  });
  state.url = server.url;
  return state;
}
