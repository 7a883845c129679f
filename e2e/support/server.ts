import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const repoRoot = fileURLToPath(new URL("../..", import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export type RunningServer = { url: string; dataDir: string; process: ChildProcess; output: () => string; stop(): Promise<number | null> };

/**
 * Starts the product exactly as the README says (`npm start`, or another
 * command) on a free port with a fresh DATA_DIR and the embedded database.
 */
export async function startServer(options: { env?: Record<string, string>; command?: string[] } = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), "stringing-e2e-"));
  // The journeys post many forms from 127.0.0.1 within a minute; the limiter still runs, as in a load test.
  const env: Record<string, string | undefined> = {
    ...process.env,
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_FORM_LIMIT: "10000",
    ...options.env,
  };
  delete env.DATABASE_URL; // the browser journeys use a fresh embedded database
  const [command, ...args] = options.command ?? ["npm", "start"];
  // Its own process group, so nothing it started can outlive the test run.
  const child = spawn(command!, args, { cwd: repoRoot, env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  const killGroup = () => {
    try {
      process.kill(-child.pid!, "SIGKILL");
    } catch {
      // already gone
    }
  };
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 240_000;
  while (true) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      killGroup();
      throw new Error(`server did not become healthy:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    url,
    dataDir,
    process: child,
    output: () => output,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve(child.exitCode);
        const timer = setTimeout(killGroup, 15_000);
        child.once("exit", (code) => {
          clearTimeout(timer);
          killGroup(); // a clean stop leaves nothing behind; this is only a safety net
          resolve(code);
        });
        child.kill("SIGTERM");
      }),
  };
}
