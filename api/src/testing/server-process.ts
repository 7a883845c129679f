import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const bun = join(repoRoot, "node_modules/.bin/bun");

export type ServerProcess = {
  url: string;
  /** True while the process runs: it neither exited nor was killed. */
  alive(): boolean;
  output(): string;
  /** SIGKILL, as a crash or the OOM killer would: nothing of the process runs after it. */
  crash(): Promise<void>;
  stop(): Promise<number | null>;
};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/**
 * The API server as production runs it (Bun, `api/src/main.ts`), in a
 * process of its own on a free port with a scratch DATA_DIR (or the one
 * given, which the caller keeps), so a test can watch it survive what
 * happens around it. No frontends are served.
 */
export async function startServerProcess(env: Record<string, string>, options: { dataDir?: string } = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), "stringing-api-")));
  const child: ChildProcess = spawn(bun, ["api/src/main.ts"], {
    cwd: repoRoot,
    env: { ...process.env, HOST: "127.0.0.1", PORT: String(port), DATA_DIR: dataDir, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const alive = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    if (!alive() || Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`the server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    url,
    alive,
    output: () => output,
    async crash() {
      if (!alive()) return;
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGKILL");
      await exited;
    },
    async stop() {
      const code = alive()
        ? await new Promise<number | null>((resolve) => {
            const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
            child.once("exit", (exitCode) => {
              clearTimeout(timer);
              resolve(exitCode);
            });
            child.kill("SIGTERM");
          })
        : child.exitCode;
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
      return code;
    },
  };
}
