/**
 * @module Development: the API (Bun, restarted on change) and the three Vite
 * dev servers (on Node, with HMR). Open the shell at http://localhost:5173;
 * it proxies the API's paths to http://127.0.0.1:$PORT and loads each
 * remote from its own dev server (5174 site, 5175 admin).
 *
 * Usage: `bun scripts/dev.ts` (or `npm run dev`). Ctrl-C stops everything.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const viteBin = join(root, "node_modules", "vite", "bin", "vite.js");
const bunBin = process.versions.bun ? process.execPath : join(root, "node_modules", ".bin", "bun");
const apiPort = process.env.PORT ?? "3000";

interface Service {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env?: Record<string, string>;
  /** Whether the whole dev session stops when this one exits. */
  essential: boolean;
}

const services: Service[] = [
  {
    name: "api",
    command: bunBin,
    args: ["--watch", "api/src/main.ts"],
    cwd: root,
    env: { PORT: apiPort },
    essential: false,
  },
  ...(["site", "admin", "shell"] as const).map(
    (name): Service => ({
      name,
      command: "node",
      args: [viteBin, "--clearScreen", "false", "--configLoader", "runner"],
      cwd: join(root, "frontends", name),
      env: { API_PORT: apiPort },
      essential: true,
    }),
  ),
];

const children = new Map<string, ChildProcess>();
let stopping = false;

function prefixLines(name: string, stream: NodeJS.ReadableStream | null, out: NodeJS.WriteStream): void {
  if (!stream) return;
  let buffer = "";
  stream.setEncoding("utf8");
  stream.on("data", (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split("\n");
    buffer = lines.pop() ?? "";
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on("end", () => {
    if (buffer) out.write(`[${name}] ${buffer}\n`);
  });
}

function start(service: Service): void {
  const child = spawn(service.command, service.args, {
    cwd: service.cwd,
    env: { ...process.env, ...service.env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.set(service.name, child);
  prefixLines(service.name, child.stdout, process.stdout);
  prefixLines(service.name, child.stderr, process.stderr);
  child.on("error", (error) => console.error(`[${service.name}] could not start: ${error.message}`));
  child.on("exit", (code, signal) => {
    children.delete(service.name);
    if (stopping) return;
    console.error(`[${service.name}] exited (${signal ?? `code ${code}`})`);
    if (service.essential) stop(code || 1);
  });
}

function stop(exitCode: number, signal: NodeJS.Signals = "SIGTERM"): void {
  if (stopping) return;
  stopping = true;
  for (const child of children.values()) child.kill(signal);
  const deadline = setTimeout(() => {
    for (const child of children.values()) child.kill("SIGKILL");
    process.exit(exitCode);
  }, 5000);
  const poll = setInterval(() => {
    if (children.size > 0) return;
    clearInterval(poll);
    clearTimeout(deadline);
    process.exit(exitCode);
  }, 50);
}

if (!existsSync(viteBin)) {
  console.error(`Vite is not installed (${viteBin}). Run \`npm install\` first.`);
  process.exit(1);
}
if (!existsSync(join(root, "api", "src", "main.ts"))) {
  console.warn("[dev] api/src/main.ts does not exist yet: the frontends run without an API.");
}

process.on("SIGINT", () => stop(0, "SIGINT"));
process.on("SIGTERM", () => stop(0, "SIGTERM"));

for (const service of services) start(service);
console.log(`[dev] shell: http://localhost:5173  ·  API: http://127.0.0.1:${apiPort}`);
