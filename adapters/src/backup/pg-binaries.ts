import { execFile } from "node:child_process";
import { readdir } from "node:fs/promises";
import { promisify } from "node:util";

const run = promisify(execFile);

/** Where distributions put each major version's client tools, before whatever is on PATH. */
async function candidates(tool: string, major: number): Promise<string[]> {
  const installed = await readdir("/usr/lib/postgresql").catch(() => [] as string[]);
  return [
    `/usr/lib/postgresql/${major}/bin/${tool}`,
    `/usr/pgsql-${major}/bin/${tool}`,
    `/opt/homebrew/opt/postgresql@${major}/bin/${tool}`,
    ...installed.map((version) => `/usr/lib/postgresql/${version}/bin/${tool}`),
    tool,
  ];
}

async function majorOf(path: string): Promise<number | null> {
  try {
    const { stdout } = await run(path, ["--version"]);
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * The pg_dump or pg_restore for a server of this major version: the same
 * major when installed, else the newest newer one (older tools refuse a
 * newer server's dumps).
 */
export async function findPgTool(tool: "pg_dump" | "pg_restore", serverMajor: number): Promise<string> {
  let best: { path: string; major: number } | null = null;
  for (const path of await candidates(tool, serverMajor)) {
    const major = await majorOf(path);
    if (major === serverMajor) return path;
    if (major !== null && major > serverMajor && (!best || major > best.major)) best = { path, major };
  }
  if (best) return best.path;
  throw new Error(
    `${tool} for PostgreSQL ${serverMajor} or newer was not found: install the postgresql-client-${serverMajor} package (or put its bin folder on PATH).`,
  );
}
