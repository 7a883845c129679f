/**
 * @module `npm run bench`: the product's speed beside the machine's ceiling,
 * in one run. Starts the product as `npm start` does (its script, run by
 * `sh`) on the Postgres server and on the embedded PGlite, and a raw
 * `Bun.serve` answering the very bytes the product answered; loads each with
 * autocannon (50 connections, 20 for orders) and prints one table: req/s,
 * p50/p99, the ratio to the ceiling, peak RSS, warm start, and every goal of
 * the speed issue met or missed. Then the campaign line (`bench:campaign`)
 * when that script is there.
 *
 * Usage: `npm run bench [-- --duration 10] [-- --store pglite|postgres] [-- --order-warmup 5] [-- --only orders]`.
 * The Postgres store uses BENCH_DATABASE_URL, else DATABASE_URL, else
 * postgres://postgres@127.0.0.1:5432/postgres, in a scratch database it drops.
 * Numbers only mean something on an otherwise quiet machine.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { validOrderForm } from "../core/src/testing/order-form-fixture.ts";
import { freePort, repoRoot } from "../e2e/support/server.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const DURATION_S = Number(option("--duration") ?? 10);
/**
 * Seconds of the order load run, and not counted, before the measured one:
 * the reads before it never write, so the first seconds of orders would
 * measure PGlite's WebAssembly and the JIT compiling the write paths
 * (~200 orders/s in the first second, twice that from the fourth).
 */
const ORDER_WARMUP_S = Number(option("--order-warmup") ?? 5);
const ONLY_STORE = option("--store");
/**
 * `--only orders`: the order load alone, with the peak RSS and warm start; no
 * reads, no ceiling, no campaign. For trying a change to the intake, in runs
 * short enough to alternate.
 */
const ONLY = option("--only");
if (ONLY !== undefined && ONLY !== "orders") throw new Error(`--only takes "orders", not "${ONLY}"`);
const ONLY_ORDERS = ONLY === "orders";
/** What `npm start` runs, environment included. */
const START_SCRIPT = (JSON.parse(readFileSync(join(repoRoot, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
const READ_CONNECTIONS = 50;
const ORDER_CONNECTIONS = 20;

const PUBLIC_READS = [
  "/api/services",
  "/api/content/section/hero-heading",
  "/api/featured",
  "/api/event-images",
  "/api/testimonials",
  "/api/social-links",
  "/api/shop-products",
  "/api/payment-settings",
];
const PAGE_VARIANTS = [
  { label: "GET /", encoding: "identity" },
  { label: "GET / (gzip)", encoding: "gzip" },
  { label: "GET / (br)", encoding: "br" },
] as const;

type Load = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
type StoreName = "postgres" | "pglite";
type StoreRun = { reads: Map<string, Load>; orders: Load | null; peakRssMb: number; warmStartMs: number };

// ---------------------------------------------------------------- processes

type Server = { url: string; child: ChildProcess; stop(): Promise<void> };

async function waitHealthy(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await Bun.sleep(10);
  }
  throw new Error(`the server did not become healthy:\n${output()}`);
}

async function startProduct(env: Record<string, string>): Promise<Server & { startedInMs: number }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // npm's own start-up stays out of the warm start: the shell runs the start script as npm would (it `exec`s the server).
  const child = spawn("sh", ["-c", START_SCRIPT], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PATH: `${join(repoRoot, "node_modules/.bin")}:${process.env.PATH ?? ""}`,
      HOST: "127.0.0.1",
      PORT: String(port),
      PUBLIC_FORM_LIMIT: "100000000",
      MAIL_PROVIDER: "file",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  await waitHealthy(url, child, () => output);
  return { url, child, startedInMs: performance.now() - started, stop: () => stopChild(child) };
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

/** The highest resident set the process has had (VmHWM), in MB. */
function peakRssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

// ---------------------------------------------------------------- load

type LoadOptions = { connections: number; headers?: Record<string, string>; method?: string; body?: string; seconds?: number };

function autocannon(url: string, options: LoadOptions): Load {
  const cli = join(repoRoot, "node_modules/autocannon/autocannon.js");
  const argv = [cli, "-c", String(options.connections), "-d", String(options.seconds ?? DURATION_S), "--json"];
  for (const [name, value] of Object.entries(options.headers ?? {})) argv.push("-H", `${name}=${value}`);
  if (options.method) argv.push("-m", options.method);
  // [<id>] in the body and headers becomes a fresh id per request (-I): every order has its own e-mail and key.
  // (autocannon's argument parser takes a value ending in "]" for the end of a sub-argument list.)
  if (options.body) argv.push("-b", options.body, "-I");
  argv.push(url);
  // Node runs the load, in its own process, so it never shares a core's time with the server's event loop.
  const result = spawnSync("node", argv, { encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`autocannon failed: ${result.stderr}`);
  const report = JSON.parse(result.stdout) as {
    requests: { average: number };
    latency: { p50: number; p99: number };
    errors: number;
    timeouts: number;
    non2xx: number;
  };
  return {
    rps: report.requests.average,
    p50: report.latency.p50,
    p99: report.latency.p99,
    errors: report.errors + report.timeouts,
    non2xx: report.non2xx,
  };
}

const acceptFor = (encoding: string): Record<string, string> => (encoding === "identity" ? {} : { "accept-encoding": encoding });

// ---------------------------------------------------------------- the ceiling

type Captured = { body: Uint8Array; headers: Record<string, string> };

/** Exactly what the product answered: the body as sent (compressed or not) and its content headers. */
async function capture(url: string, encoding: string): Promise<Captured> {
  const response = await fetch(url, { headers: acceptFor(encoding), decompress: false } as RequestInit);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  const headers: Record<string, string> = {};
  for (const name of ["content-type", "content-encoding", "etag", "vary", "cache-control"]) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  return { body: new Uint8Array(await response.arrayBuffer()), headers };
}

/** A raw Bun.serve answering each path and encoding with the captured bytes: the machine's ceiling. */
async function startCeiling(captured: Map<string, Captured>): Promise<Server> {
  const file = join(await mkdtemp(join(tmpdir(), "bench-ceiling-")), "answers.json");
  await writeFile(
    file,
    JSON.stringify(Object.fromEntries([...captured].map(([key, c]) => [key, { body: Buffer.from(c.body).toString("base64"), headers: c.headers }]))),
  );
  const port = await freePort();
  const source = `
    const answers = Object.fromEntries(Object.entries(await Bun.file(${JSON.stringify(file)}).json())
      .map(([key, a]) => [key, { body: Buffer.from(a.body, "base64"), headers: a.headers }]));
    Bun.serve({ hostname: "127.0.0.1", port: ${port}, fetch(request) {
      const path = new URL(request.url).pathname;
      const accepted = request.headers.get("accept-encoding") ?? "";
      const encoding = accepted.includes("br") ? "br" : accepted.includes("gzip") ? "gzip" : "identity";
      const answer = answers[path + " " + encoding];
      return answer ? new Response(answer.body, { headers: answer.headers }) : new Response("Not found", { status: 404 });
    } });
    console.log("ready");`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "pipe", "inherit"] });
  await new Promise<void>((resolve) => child.stdout!.once("data", () => resolve()));
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child) };
}

// ---------------------------------------------------------------- one store

async function scratchDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  const { default: postgres } = await import("postgres");
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {}, connect_timeout: 3 });
  const name = `bench_${Date.now()}`;
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    console.log(`▸ no Postgres server at ${serverUrl} (${(error as Error).message}): the Postgres column is skipped`);
    await admin.end();
    return null;
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}

// Everything the site's intake does for a real order: an Idempotency-Key (the site sends one with every order), the
// newsletter opt-in (the subscriber), each with a new address (a new customer), as the issue's goal asks.
const orderBody = JSON.stringify(validOrderForm({ customerEmail: "bench-[<id>]@example.com", emailOptIn: true }));

async function benchStore(store: StoreName, captured: Map<string, Captured>): Promise<StoreRun | null> {
  const database = store === "postgres" ? await scratchDatabase() : null;
  if (store === "postgres" && !database) return null;
  const dataDir = await mkdtemp(join(tmpdir(), `bench-${store}-`));
  const env = { DATA_DIR: dataDir, ...(database ? { DATABASE_URL: database.url } : {}) };
  console.log(`▸ ${store}: starting the product`);
  let server = await startProduct(env);
  try {
    const reads = new Map<string, Load>();
    for (const path of ONLY_ORDERS ? [] : PUBLIC_READS) {
      const url = `${server.url}${path}`;
      if (!captured.has(`${path} identity`)) captured.set(`${path} identity`, await capture(url, "identity"));
      reads.set(path, autocannon(url, { connections: READ_CONNECTIONS }));
      report(store, path, reads.get(path)!);
    }
    for (const variant of ONLY_ORDERS ? [] : PAGE_VARIANTS) {
      const url = `${server.url}/`;
      if (!captured.has(`/ ${variant.encoding}`)) captured.set(`/ ${variant.encoding}`, await capture(url, variant.encoding));
      reads.set(variant.label, autocannon(url, { connections: READ_CONNECTIONS, headers: acceptFor(variant.encoding) }));
      report(store, variant.label, reads.get(variant.label)!);
    }
    const orderLoad: LoadOptions = {
      connections: ORDER_CONNECTIONS,
      method: "POST",
      headers: { "content-type": "application/json", origin: server.url, "idempotency-key": "bench-[<id>]-order" },
      body: orderBody,
    };
    if (ORDER_WARMUP_S > 0) autocannon(`${server.url}/api/orders`, { ...orderLoad, seconds: ORDER_WARMUP_S });
    const orders = autocannon(`${server.url}/api/orders`, orderLoad);
    report(store, "POST /api/orders", orders);
    const peak = peakRssMb(server.child.pid!);
    await server.stop();
    // Warm start: the same data directory or database, already migrated.
    server = await startProduct(env);
    const warmStartMs = server.startedInMs;
    return { reads, orders, peakRssMb: peak, warmStartMs };
  } finally {
    await server.stop();
    await database?.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

function report(store: string, what: string, load: Load): void {
  console.log(
    `  ${store.padEnd(8)} ${what.padEnd(36)} ${Math.round(load.rps).toString().padStart(7)} req/s  p50 ${load.p50} ms  p99 ${load.p99} ms${load.errors + load.non2xx ? `  errors ${load.errors}, non-2xx ${load.non2xx}` : ""}`,
  );
}

// ---------------------------------------------------------------- the table

const fmt = (load: Load | undefined) => (load ? `${Math.round(load.rps).toLocaleString("en-US")} req/s, p99 ${load.p99} ms` : "n/a");
const ratio = (load: Load | undefined, ceiling: Load | undefined) => (load && ceiling ? ` (${(load.rps / ceiling.rps).toFixed(2)}x)` : "");
const verdict = (met: boolean | null) => (met === null ? "not measured" : met ? "met" : "**missed**");

function table(runs: Partial<Record<StoreName, StoreRun>>, ceiling: Map<string, Load>): string {
  const rows: string[] = [];
  rows.push("| what | product on Postgres | product embedded | raw `Bun.serve`, same bytes | goal |");
  rows.push("|---|---|---|---|---|");
  const readGoal = (what: string, p99Max: number) => {
    const checks = (["postgres", "pglite"] as const)
      .map((store) => runs[store]?.reads.get(what))
      .filter((load): load is Load => Boolean(load))
      .map((load) => load.rps >= 0.5 * (ceiling.get(what)?.rps ?? Number.POSITIVE_INFINITY) && load.p99 <= p99Max && load.errors + load.non2xx === 0);
    return checks.length ? checks.every(Boolean) : null;
  };
  const readRows = ONLY_ORDERS ? [] : [...PUBLIC_READS.map((path) => `GET ${path}`), ...PAGE_VARIANTS.map((v) => v.label)];
  for (const what of readRows) {
    const key = what.startsWith("GET /api") ? what.slice(4) : what;
    const c = ceiling.get(key);
    const p99Max = key.startsWith("/api") ? 10 : 15;
    rows.push(
      `| \`${what}\` | ${fmt(runs.postgres?.reads.get(key))}${ratio(runs.postgres?.reads.get(key), c)} | ${fmt(runs.pglite?.reads.get(key))}${ratio(runs.pglite?.reads.get(key), c)} | ${fmt(c)} | ≥ 0.5x, p99 ≤ ${p99Max} ms: ${verdict(readGoal(key, p99Max))} |`,
    );
  }
  const orderGoal = (store: StoreName, min: number, p99Max: number) => {
    const load = runs[store]?.orders;
    return load ? load.rps >= min && load.p99 <= p99Max && load.errors + load.non2xx === 0 : null;
  };
  // The embedded store flushes each commit to the disk before answering (decision 0027), one flush at a time.
  rows.push(
    `| \`POST /api/orders\` (${ORDER_CONNECTIONS} conns) | ${fmt(runs.postgres?.orders ?? undefined)} | ${fmt(runs.pglite?.orders ?? undefined)} | | ≥ 300/s, p99 ≤ 100 ms server: ${verdict(orderGoal("postgres", 300, 100))}; ≥ 150/s, p99 ≤ 100 ms embedded: ${verdict(orderGoal("pglite", 150, 100))} (no errors) |`,
  );
  const rss = (store: StoreName) => (runs[store] ? `${Math.round(runs[store].peakRssMb)} MB` : "n/a");
  const rssGoal = (store: StoreName, max: number) => (runs[store] ? runs[store].peakRssMb <= max : null);
  rows.push(
    `| peak RSS | ${rss("postgres")} | ${rss("pglite")} | | ≤ 200 MB: ${verdict(rssGoal("postgres", 200))}; ≤ 400 MB: ${verdict(rssGoal("pglite", 400))} |`,
  );
  const warm = (store: StoreName) => (runs[store] ? `${Math.round(runs[store].warmStartMs)} ms` : "n/a");
  const warmGoal = (["postgres", "pglite"] as const).filter((s) => runs[s]).map((s) => runs[s]!.warmStartMs <= 1000);
  rows.push(`| warm start to healthy | ${warm("postgres")} | ${warm("pglite")} | | ≤ 1 s: ${verdict(warmGoal.length ? warmGoal.every(Boolean) : null)} |`);
  return rows.join("\n");
}

// ---------------------------------------------------------------- main

const build = spawnSync(process.execPath, [join(repoRoot, "scripts/ensure-built.ts")], { cwd: repoRoot, stdio: "inherit" });
if (build.status !== 0) throw new Error("the build failed");

const captured = new Map<string, Captured>();
const runs: Partial<Record<StoreName, StoreRun>> = {};
for (const store of ["postgres", "pglite"] as const) {
  if (ONLY_STORE && ONLY_STORE !== store) continue;
  const run = await benchStore(store, captured);
  if (run) runs[store] = run;
}

const ceiling = new Map<string, Load>();
if (!ONLY_ORDERS) {
  console.log("▸ the ceiling: raw Bun.serve with the same bytes");
  const ceilingServer = await startCeiling(captured);
  try {
    for (const path of PUBLIC_READS) {
      ceiling.set(path, autocannon(`${ceilingServer.url}${path}`, { connections: READ_CONNECTIONS }));
      report("ceiling", path, ceiling.get(path)!);
    }
    for (const variant of PAGE_VARIANTS) {
      ceiling.set(variant.label, autocannon(`${ceilingServer.url}/`, { connections: READ_CONNECTIONS, headers: acceptFor(variant.encoding) }));
      report("ceiling", variant.label, ceiling.get(variant.label)!);
    }
  } finally {
    await ceilingServer.stop();
  }
}

console.log(`\n${table(runs, ceiling)}\n`);
console.log(
  ONLY_ORDERS
    ? `autocannon, ${ORDER_CONNECTIONS} connections, ${DURATION_S} s of orders after ${ORDER_WARMUP_S} s not counted; no reads before them (--only orders), so the peak RSS is the orders' alone.`
    : `autocannon, ${READ_CONNECTIONS} connections (${ORDER_CONNECTIONS} for orders, after ${ORDER_WARMUP_S} s of them not counted), ${DURATION_S} s each; ratios are to the ceiling measured in this run.`,
);

const campaignBench = join(repoRoot, "scripts/bench-campaign.ts");
if (!ONLY_ORDERS && existsSync(campaignBench)) {
  console.log("\n▸ campaign throughput (npm run bench:campaign)");
  spawnSync(process.execPath, [campaignBench], { cwd: repoRoot, stdio: "inherit" });
}
