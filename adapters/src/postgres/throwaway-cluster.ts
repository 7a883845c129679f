/**
 * @module A PostgreSQL cluster of a test's own: `initdb` into a temporary
 * folder and `pg_ctl` on a free port, from the machine's PostgreSQL binaries.
 * Tests can stop, restart and kill it without touching any other database.
 */
import { execFile } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { chown, mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

export type ShutdownMode = "smart" | "fast" | "immediate";

/** The newest `/usr/lib/postgresql/<version>/bin` holding initdb and pg_ctl (or `$PG_BIN`), or null. */
export function findPostgresBinaries(): string | null {
  const candidates = process.env.PG_BIN ? [process.env.PG_BIN] : versionedBinFolders("/usr/lib/postgresql");
  return candidates.find((folder) => existsSync(join(folder, "initdb")) && existsSync(join(folder, "pg_ctl"))) ?? null;
}

function versionedBinFolders(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root)
    .filter((name) => /^\d+(\.\d+)?$/.test(name))
    .sort((a, b) => Number(b) - Number(a))
    .map((version) => join(root, version, "bin"));
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (address && typeof address === "object" ? resolve(address.port) : reject(new Error("no free port"))));
    });
  });
}

/** PostgreSQL refuses to run as root; as root we run its tools as the `postgres` system user. */
async function systemUser(): Promise<{ uid: number; gid: number } | null> {
  if (process.getuid?.() !== 0) return null;
  const { stdout } = await run("id", ["-u", "postgres"]).catch(() => ({ stdout: "" }));
  if (!stdout.trim()) throw new Error("running as root, and there is no `postgres` user to run PostgreSQL as");
  const gid = (await run("id", ["-g", "postgres"])).stdout.trim();
  return { uid: Number(stdout.trim()), gid: Number(gid) };
}

export class ThrowawayCluster {
  private constructor(
    private readonly bin: string,
    private readonly folder: string,
    private readonly runAs: { uid: number; gid: number } | null,
    readonly port: number,
  ) {}

  /** Creates and starts a cluster with trust authentication for `postgres` on 127.0.0.1. */
  static async create(bin = findPostgresBinaries()): Promise<ThrowawayCluster> {
    if (!bin) throw new Error("no PostgreSQL binaries (initdb, pg_ctl) on this machine");
    const folder = await mkdtemp(join(tmpdir(), "stringing-pg-"));
    const runAs = await systemUser();
    if (runAs) await chown(folder, runAs.uid, runAs.gid);
    const cluster = new ThrowawayCluster(bin, folder, runAs, await freePort());
    await cluster.tool("initdb", ["-D", cluster.dataFolder, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C"]);
    await cluster.start();
    return cluster;
  }

  private get dataFolder() {
    return join(this.folder, "data");
  }

  /** A connection URL for a database of this cluster. */
  url(database = "postgres"): string {
    return `postgres://postgres@127.0.0.1:${this.port}/${database}`;
  }

  /** Starts the server and waits until it accepts connections. */
  async start(): Promise<void> {
    const options = `-p ${this.port} -c listen_addresses=127.0.0.1 -k ${this.folder} -c max_connections=60`;
    await this.tool("pg_ctl", ["start", "-w", "-t", "60", "-D", this.dataFolder, "-l", join(this.folder, "server.log"), "-o", options]);
  }

  /** Stops the server: `fast` ends sessions with a FATAL, `immediate` drops them as a crash would. */
  async stop(mode: ShutdownMode = "fast"): Promise<void> {
    await this.tool("pg_ctl", ["stop", "-w", "-t", "60", "-D", this.dataFolder, "-m", mode]);
  }

  async createDatabase(name: string): Promise<void> {
    await this.tool("psql", [
      "-h",
      "127.0.0.1",
      "-p",
      String(this.port),
      "-U",
      "postgres",
      "-d",
      "postgres",
      "-v",
      "ON_ERROR_STOP=1",
      "-q",
      "-c",
      `create database "${name}"`,
    ]);
  }

  /** Stops the server however it is doing and removes every file of the cluster. */
  async dispose(): Promise<void> {
    await this.stop("immediate").catch(() => {});
    await rm(this.folder, { recursive: true, force: true });
  }

  private async tool(name: string, args: string[]): Promise<string> {
    const path = join(this.bin, name);
    const [command, commandArgs] = this.runAs ? ["runuser", ["-u", "postgres", "--", path, ...args]] : [path, args];
    try {
      const { stdout } = await run(command, commandArgs, { cwd: this.folder, timeout: 120_000 });
      return stdout;
    } catch (error) {
      const failure = error as Error & { stderr?: string };
      throw new Error(`${name} ${args.join(" ")} failed: ${failure.stderr || failure.message}`);
    }
  }
}
