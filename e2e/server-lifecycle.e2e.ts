import { describe, expect, it } from "vitest";
import { startServer } from "./support/server.ts";

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
});
