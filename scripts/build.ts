/**
 * @module Builds the three frontends for production: the `site` and `admin`
 * remotes first, then the `shell` host. Vite runs on Node (as it does in
 * development), one build at a time; any failure stops the run with a
 * non-zero exit. Output goes only to `frontends/{site,admin,shell}/dist/`,
 * plus the site's server bundle (its rendering of `/`) in
 * `frontends/site/dist-server/` and the landing page's own browser entry
 * (`/` without the federation runtime, decision record 0024) in
 * `frontends/site/dist/landing/`.
 *
 * Usage: `bun scripts/build.ts` (or `npm run build`).
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const viteBin = join(root, "node_modules", "vite", "bin", "vite.js");

/** The site's server rendering of `/`, which the API imports (api/src/config.ts). */
const SITE_SERVER_BUNDLE = "dist-server/render-landing-page.js";
/** The landing page's browser build, whose manifest the API reads (api/src/pages/landing-body.ts). */
const SITE_LANDING_MANIFEST = "dist/landing/.vite/manifest.json";

/** Remotes before the host, so a broken remote fails the build early. */
const ORDER = ["site", "admin", "shell"] as const;

/**
 * The environment for Vite: @module-federation/vite turns itself off when it
 * sees a test runner (VITEST, JEST_WORKER_ID), which happens when `npm start`
 * is launched from the e2e suite; a build must not depend on who started it.
 */
function productionEnv(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production" };
  for (const key of Object.keys(env)) if (key.startsWith("VITEST") || key === "JEST_WORKER_ID" || key === "TEST") delete env[key];
  return env;
}

function runVite(cwd: string, extraArgs: string[] = []): Promise<number> {
  return new Promise((done) => {
    const child = spawn("node", [viteBin, "build", "--logLevel", "warn", "--configLoader", "runner", ...extraArgs], {
      cwd,
      stdio: "inherit",
      env: productionEnv(),
    });
    child.on("error", (error) => {
      console.error(`Could not start Vite in ${cwd}:`, error);
      done(1);
    });
    child.on("exit", (code, signal) => done(signal ? 1 : (code ?? 1)));
  });
}

async function main(): Promise<number> {
  if (!existsSync(viteBin)) {
    console.error(`Vite is not installed (${viteBin}). Run \`npm install\` first.`);
    return 1;
  }
  for (const name of ORDER) {
    const cwd = join(root, "frontends", name);
    const started = performance.now();
    console.log(`▸ building frontends/${name}`);
    const code = await runVite(cwd);
    if (code !== 0) {
      console.error(`✗ frontends/${name} failed to build (exit ${code})`);
      return code;
    }
    if (!existsSync(join(cwd, "dist", name === "shell" ? "index.html" : "remoteEntry.js"))) {
      console.error(`✗ frontends/${name}/dist is missing its entry file`);
      return 1;
    }
    if (name === "site") {
      const serverCode = await runVite(cwd, ["--ssr"]);
      if (serverCode !== 0 || !existsSync(join(cwd, SITE_SERVER_BUNDLE))) {
        console.error(`✗ frontends/site's server bundle failed to build (exit ${serverCode})`);
        return serverCode || 1;
      }
      // After the remote's build, which empties dist/.
      const landingCode = await runVite(cwd, ["--mode", "landing"]);
      if (landingCode !== 0 || !existsSync(join(cwd, SITE_LANDING_MANIFEST))) {
        console.error(`✗ frontends/site's landing page entry failed to build (exit ${landingCode})`);
        return landingCode || 1;
      }
    }
    console.log(`✓ frontends/${name} built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  return 0;
}

process.exit(await main());
