import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type RunningServer, startServer } from "./support/server.ts";

/** The allocator's and the collector's settings the running server was started with; stops it. */
async function memorySettingsOf(server: RunningServer) {
  try {
    const environment = serverEnvironment(server);
    return { purgeDelay: environment.get("MIMALLOC_PURGE_DELAY"), gcTimerInterval: environment.get("BUN_GC_TIMER_INTERVAL") };
  } finally {
    expect(await server.stop()).toBe(0);
  }
}

/** The environment of the server process `npm start` left running (npm's shell `exec`s it, in the server's process group). */
function serverEnvironment(server: RunningServer): Map<string, string> {
  const group = server.process.pid!;
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const processGroup = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[2]);
      const commandLine = readFileSync(`/proc/${entry}/cmdline`, "utf8");
      if (processGroup !== group || !commandLine.includes("scripts/start.ts")) continue;
      const variables = readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").filter(Boolean);
      return new Map(variables.map((variable) => [variable.slice(0, variable.indexOf("=")), variable.slice(variable.indexOf("=") + 1)]));
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  throw new Error(`no server process in process group ${group}`);
}

describe("the server process", () => {
  it("creates a random-password admin when none is configured, and stops cleanly on SIGTERM", async () => {
    // The bun entry directly: the frontends were built by the global setup's `npm start` (or are not needed here).
    const server = await startServer({ command: ["node_modules/.bin/bun", "api/src/main.ts"] });
    try {
      const password = /password: (\S+)/.exec(server.output())?.[1];
      expect(password).toBeTruthy();
      const login = await fetch(`${server.url}/api/login`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ username: "admin", password }),
      });
      expect(login.status).toBe(200);
      expect(await login.json()).toMatchObject({ username: "admin", role: "admin" });
    } finally {
      expect(await server.stop()).toBe(0);
    }
    expect(server.output()).toContain("[stop] Closed.");
  });

  // Decision record 0025: both are read once, when the process starts, so only the start script can set them.
  it("is started by npm start with the runtime's memory settings, unless the environment sets its own", async () => {
    expect(await memorySettingsOf(await startServer())).toEqual({ purgeDelay: "0", gcTimerInterval: "250" });
    const chosen = await startServer({ env: { MIMALLOC_PURGE_DELAY: "10", BUN_GC_TIMER_INTERVAL: "1000" } });
    expect(await memorySettingsOf(chosen)).toEqual({ purgeDelay: "10", gcTimerInterval: "1000" });
  });
});
