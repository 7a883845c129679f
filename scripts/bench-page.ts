/**
 * @module `npm run bench:page`: how heavy the landing page is for a visitor.
 * Builds the frontends (under the shared build lock), starts the product as
 * the README says (`npm start`, a free port, a fresh DATA_DIR), loads `/` in
 * Chromium and prints the JavaScript and total bytes it downloaded, raw and
 * gzip. Then Lighthouse's scores, when the `lighthouse` package is installed.
 *
 * Usage: `npm run bench:page` (runs `bun scripts/bench-page.ts`).
 */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumPath } from "../e2e/support/chromium.ts";
import { repoRoot, startServer } from "../e2e/support/server.ts";

/** The budget of ARCHITECTURE/issue 4: JS for `/` at most 200 KB gzip. */
const JS_BUDGET_GZIP = 200 * 1024;
const LOCK = "/tmp/frontend-build.lock";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function build(): void {
  const ensure = [process.execPath, join(repoRoot, "scripts/ensure-built.ts")];
  const hasFlock = spawnSync("sh", ["-c", "command -v flock"]).status === 0;
  const [command, ...args] = hasFlock ? ["flock", LOCK, ...ensure] : ensure;
  console.log(`▸ building the frontends${hasFlock ? ` (under ${LOCK})` : ""}`);
  const result = spawnSync(command!, args, { cwd: repoRoot, stdio: "inherit" });
  if (result.status !== 0) throw new Error("the build failed");
}

type Row = { url: string; type: string; raw: number; gzip: number; transferred: number; initial: boolean };

/** A fresh Chromium with one laptop-sized page (an empty cache) and the page's DevTools session, network events on. */
async function openPage() {
  const browser = await chromium.launch({ executablePath: chromiumPath!, headless: true, args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"] });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  return { browser, page, cdp };
}

async function measure(url: string): Promise<Row[]> {
  const { browser, page, cdp } = await openPage();
  try {
    const transferred = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on("Network.responseReceived", (event) => urls.set(event.requestId, event.response.url));
    cdp.on("Network.loadingFinished", (event) => {
      const responseUrl = urls.get(event.requestId);
      if (responseUrl) transferred.set(responseUrl, (transferred.get(responseUrl) ?? 0) + event.encodedDataLength);
    });
    const bodies: Promise<Row | null>[] = [];
    // Requests made while the page loads, before any scrolling: what every visitor downloads.
    // (The first paint needs none of it: `/` arrives rendered by the server.)
    let rendered = false;
    page.on("response", (response) => {
      const initial = !rendered;
      bodies.push(
        response
          .body()
          .then((body) => ({
            url: response.url(),
            type: response.request().resourceType(),
            raw: body.length,
            gzip: gzipSync(body).length,
            transferred: 0,
            initial,
          }))
          .catch(() => null),
      );
    });
    await page.goto(url);
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    rendered = true;
    // Scroll through the page so the lazy pictures load too, as a reader's would.
    await page.evaluate(`(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo(0, y);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })()`);
    // What comes near loads in a transition after the scroll; give it a moment to start.
    await page.waitForTimeout(1000);
    await page.waitForLoadState("networkidle");
    const rows = (await Promise.all(bodies)).filter((row): row is Row => row !== null);
    for (const row of rows) row.transferred = transferred.get(row.url) ?? 0;
    return rows;
  } finally {
    await browser.close();
  }
}

/** How long the server takes to answer `/`, which it renders with the page's data (sequential requests, warm). */
async function serverTime(url: string, runs = 30): Promise<void> {
  await (await fetch(url)).text();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await (await fetch(url, { headers: { "accept-encoding": "gzip" } })).text();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const at = (share: number) => times[Math.min(times.length - 1, Math.floor(share * times.length))]!.toFixed(1);
  console.log(`\nGET / on the server (head and page rendered from the database, ${runs} requests): median ${at(0.5)} ms, p90 ${at(0.9)} ms`);
}

/** The links api/src/pages/admin-preload.ts adds to the admin pages' HTML. */
const PRELOAD_LINK = /<link rel="(?:modulepreload|preload)"[^>]*href="[^"]*(?:\/remotes\/admin\/|loadRemote__admin)[^"]*"[^>]*>/g;

/**
 * A cold load of `/auth` (empty cache): when the session check (GET
 * /api/user) leaves, and how many scripts came before it. With `preload: false` the server's preload
 * links are cut from the HTML, as before they existed. `latencyMs` adds a
 * round-trip delay to every request, as a phone's link would.
 */
async function adminColdLoad(origin: string, options: { preload: boolean; latencyMs: number }) {
  const { browser, page, cdp } = await openPage();
  try {
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: options.latencyMs, downloadThroughput: -1, uploadThroughput: -1 });
    if (!options.preload) {
      await page.route(`${origin}/auth`, async (route) => {
        const response = await route.fetch();
        await route.fulfill({ response, body: (await response.text()).replace(PRELOAD_LINK, "") });
      });
    }
    const started = performance.now();
    const scripts: number[] = [];
    let sessionCheckAt = Number.NaN;
    page.on("request", (request) => {
      if (request.resourceType() === "script" && Number.isNaN(sessionCheckAt)) scripts.push(performance.now() - started);
      if (new URL(request.url()).pathname === "/api/user" && Number.isNaN(sessionCheckAt)) sessionCheckAt = performance.now() - started;
    });
    await page.goto(`${origin}/auth`);
    await page.waitForLoadState("networkidle");
    return { sessionCheckAt, scriptsBefore: scripts.length };
  } finally {
    await browser.close();
  }
}

async function reportAdminColdLoad(origin: string): Promise<void> {
  console.log("\nCold load of /auth (empty cache): when the session check leaves");
  for (const latencyMs of [0, 150]) {
    for (const preload of [false, true]) {
      const runs = [];
      for (let i = 0; i < 3; i++) runs.push(await adminColdLoad(origin, { preload, latencyMs }));
      const best = runs.sort((a, b) => a.sessionCheckAt - b.sessionCheckAt)[1]!;
      console.log(
        `  ${(latencyMs ? `+${latencyMs} ms a round trip` : "loopback").padEnd(22)} ${preload ? "with preload   " : "without preload"}  session check at ${best.sessionCheckAt.toFixed(0).padStart(5)} ms after ${String(best.scriptsBefore).padStart(2)} scripts (median of 3)`,
      );
    }
  }
}

function lighthouse(url: string): void {
  const cli = join(repoRoot, "node_modules/lighthouse/cli/index.js");
  if (!existsSync(cli)) {
    console.log("\nLighthouse: skipped (the `lighthouse` package is not installed).");
    return;
  }
  console.log("\n▸ Lighthouse (desktop and mobile)");
  for (const preset of ["desktop", "mobile"] as const) {
    const args = [
      cli,
      url,
      "--quiet",
      "--output=json",
      "--output-path=stdout",
      "--only-categories=performance,accessibility,best-practices,seo",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage",
      ...(preset === "desktop" ? ["--preset=desktop"] : []),
    ];
    const run = spawnSync("node", args, { cwd: repoRoot, env: { ...process.env, CHROME_PATH: chromiumPath! }, maxBuffer: 256 * 1024 * 1024, encoding: "utf8" });
    if (run.status !== 0) {
      console.log(`  ${preset}: Lighthouse failed (${run.status}): ${(run.stderr || "").trim().split("\n").slice(-3).join(" ")}`);
      continue;
    }
    const report = JSON.parse(run.stdout) as { categories: Record<string, { title: string; score: number | null }> };
    const scores = Object.values(report.categories).map(
      (category) => `${category.title} ${category.score === null ? "n/a" : Math.round(category.score * 100)}`,
    );
    console.log(`  ${preset.padEnd(7)} ${scores.join(" · ")}`);
  }
}

async function main(): Promise<number> {
  if (!chromiumPath) {
    console.error("Chromium is not installed (apt-get install -y chromium); nothing to measure.");
    return 1;
  }
  build();
  console.log("▸ starting `npm start` on a free port with a fresh DATA_DIR");
  const server = await startServer();
  try {
    const rows = await measure(`${server.url}/`);
    const js = rows.filter((row) => row.type === "script" || row.url.endsWith(".js"));
    const initialJs = js.filter((row) => row.initial);
    const sum = (list: Row[], key: "raw" | "gzip" | "transferred") => list.reduce((total, row) => total + row[key], 0);
    console.log(`\nGET / in Chromium: ${rows.length} responses`);
    for (const row of js.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${kb(row.raw).padStart(10)} raw ${kb(row.gzip).padStart(9)} gzip  ${row.initial ? "on load      " : "idle/scroll  "} ${new URL(row.url).pathname}`,
      );
    }
    console.log(`\nJavaScript on load, before any scrolling: ${initialJs.length} files, ${kb(sum(initialJs, "raw"))} raw, ${kb(sum(initialJs, "gzip"))} gzip`);
    console.log(
      `JavaScript in all, after scrolling through (the order form, which also loads at idle about 2 s after the load event): ${js.length} files, ${kb(sum(js, "raw"))} raw, ${kb(sum(js, "gzip"))} gzip (${kb(sum(js, "transferred"))} over the wire)`,
    );
    console.log(`Everything: ${kb(sum(rows, "raw"))} raw, ${kb(sum(rows, "gzip"))} gzip (${kb(sum(rows, "transferred"))} over the wire)`);
    const admin = rows.filter((row) => row.url.includes("/remotes/admin/"));
    console.log(`Admin remote files downloaded: ${admin.length}`);
    const withinBudget = sum(initialJs, "gzip") <= JS_BUDGET_GZIP;
    console.log(`Budget (JS on load ≤ ${kb(JS_BUDGET_GZIP)} gzip): ${withinBudget ? "met" : "EXCEEDED"}`);
    await serverTime(`${server.url}/`);
    await reportAdminColdLoad(server.url);
    lighthouse(`${server.url}/`);
    return withinBudget && admin.length === 0 ? 0 : 1;
  } finally {
    await server.stop();
    await rm(server.dataDir, { recursive: true, force: true });
  }
}

process.exit(await main());
