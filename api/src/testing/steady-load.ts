import { validOrderForm } from "@stringing/core/testing/order-form-fixture";

/** One request of a steady load, as the client saw it. */
export type Outcome = {
  kind: "read" | "order";
  startedAt: number;
  endedAt: number;
  /** 0 when no HTTP answer came back at all (the server died or hung up). */
  status: number;
  /** The body was JSON with a string `message` (every error must be). */
  jsonMessage: boolean;
  /** For orders: the Idempotency-Key and e-mail sent, and the id a 201 returned. */
  key?: string;
  email?: string;
  id?: number;
};

export type SteadyLoad = { outcomes: Outcome[]; stop(): Promise<Outcome[]> };

let sequence = 0;

/** A public order form with its own e-mail and Idempotency-Key, so every order can be found again. */
export function uniqueOrder(tag: string) {
  const n = ++sequence;
  const email = `${tag}-${process.pid}-${n}@example.com`;
  return { key: `${tag}-${process.pid}-${n}-${Date.now()}`, email, body: validOrderForm({ customerEmail: email }) };
}

/** The very order an earlier outcome posted, to retry it with its key. */
export function sameOrder(outcome: Outcome) {
  if (!outcome.key || !outcome.email) throw new Error("not an order outcome");
  return { key: outcome.key, email: outcome.email, body: validOrderForm({ customerEmail: outcome.email }) };
}

/** Posts an order and records what came back. */
export async function postOrder(baseUrl: string, order: ReturnType<typeof uniqueOrder>): Promise<Outcome> {
  const startedAt = Date.now();
  const outcome = await send(`${baseUrl}/api/orders`, {
    method: "POST",
    headers: { "content-type": "application/json", "idempotency-key": order.key, origin: baseUrl },
    body: JSON.stringify(order.body),
  });
  const id = outcome.status === 201 ? (outcome.body as { id?: number }).id : undefined;
  return {
    kind: "order",
    startedAt,
    endedAt: Date.now(),
    status: outcome.status,
    jsonMessage: outcome.jsonMessage,
    key: order.key,
    email: order.email,
    ...(id ? { id } : {}),
  };
}

async function read(baseUrl: string): Promise<Outcome> {
  const startedAt = Date.now();
  // A session cookie (unknown) keeps the read from the in-memory copy of the public reads: it reaches the database.
  const outcome = await send(`${baseUrl}/api/services`, { headers: { cookie: "sid=steady-load-reader" } });
  return { kind: "read", startedAt, endedAt: Date.now(), status: outcome.status, jsonMessage: outcome.jsonMessage };
}

async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown; jsonMessage: boolean }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const body = await response.json().catch(() => null);
    const jsonMessage = typeof (body as { message?: unknown } | null)?.message === "string";
    return { status: response.status, body, jsonMessage };
  } catch {
    return { status: 0, body: null, jsonMessage: false };
  }
}

/**
 * `workers` concurrent loops, each alternating a public read and an order
 * post, until stopped: the traffic of a shop that is open for business.
 */
export function startSteadyLoad(baseUrl: string, options: { workers: number; tag: string }): SteadyLoad {
  const outcomes: Outcome[] = [];
  let running = true;
  const worker = async (index: number) => {
    for (let turn = index; running; turn++) {
      outcomes.push(turn % 2 ? await postOrder(baseUrl, uniqueOrder(options.tag)) : await read(baseUrl));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  };
  const workers = Array.from({ length: options.workers }, (_, index) => worker(index));
  return {
    outcomes,
    async stop() {
      running = false;
      await Promise.all(workers);
      return outcomes;
    },
  };
}
