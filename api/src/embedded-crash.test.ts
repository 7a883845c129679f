import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@stringing/adapters/postgres/db";
import { startServerProcess, type ServerProcess } from "./testing/server-process.ts";
import { postOrder, sameOrder, startSteadyLoad, type Outcome } from "./testing/steady-load.ts";

/**
 * The embedded store (the default) lives in the server's own process, so a
 * crash takes the database down with it. Killed with SIGKILL in the middle
 * of an order rush and started again on the same DATA_DIR, the product
 * recovers its database, keeps every order it acknowledged, settles the
 * orders whose answer never came when the visitor retries them with their
 * key (each made once), and sends every order's two mails once.
 */
const ENV = { DATABASE_URL: "", MAIL_PROVIDER: "file", PUBLIC_FORM_LIMIT: "1000000" };
const INTAKE_MAILS = ["order-received", "owner-new-order"];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("an embedded server killed during an order rush", () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  let orders: Outcome[] = [];

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), "embedded-crash-"));
    server = await startServerProcess(ENV, { dataDir });
    const load = startSteadyLoad(server.url, { workers: 12, tag: "crash" });
    await sleep(1500);
    await server.crash();
    orders = (await load.stop()).filter((outcome) => outcome.kind === "order");
  }, 90_000);

  afterAll(async () => {
    await server?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("was killed with orders acknowledged and orders in flight", () => {
    const unexpected = orders.filter((outcome) => outcome.status !== 201 && outcome.status !== 0);
    expect(unexpected).toEqual([]);
    expect(orders.filter((outcome) => outcome.status === 201).length).toBeGreaterThan(20);
    expect(orders.filter((outcome) => outcome.status === 0).length).toBeGreaterThan(0);
  });

  it("restarts on the same data, keeps every acknowledged order and makes each retried one once", async () => {
    server = await startServerProcess(ENV, { dataDir });
    for (const outcome of orders) {
      const retried = await postOrder(server.url, sameOrder(outcome));
      expect(retried.status).toBe(201);
      // An acknowledged order's key answers with the same order; an unanswered one's with the order it made, or a new one.
      if (outcome.status === 201) expect(retried.id).toBe(outcome.id);
      outcome.id = retried.id;
    }

    const mailFiles = async () => (await readdir(join(dataDir, "mail")).catch(() => [])).filter((name) => name.endsWith(".eml"));
    // Seconds, unless a mail job was running at the kill: handed back at start, it runs after the 45-90 s backoff.
    await expect.poll(async () => (await mailFiles()).length, { timeout: 150_000, interval: 250 }).toBe(orders.length * INTAKE_MAILS.length);
    await server.stop();
    server = undefined;

    const database = await openDatabase({ dataDir });
    try {
      const stored = await database.runScript("select id, customer_email from orders where customer_email like 'crash-%'");
      expect(new Map(stored.map((row) => [row.id, row.customer_email]))).toEqual(new Map(orders.map((outcome) => [outcome.id, outcome.email])));

      const deliveries = await database.runScript("select key, status from mail_deliveries where key like 'order:%'");
      const expected = orders.flatMap((outcome) => INTAKE_MAILS.map((template): [string, string] => [`order:${outcome.id}:${template}`, "sent"]));
      expect(new Map(deliveries.map((row) => [row.key, row.status]))).toEqual(new Map(expected));
    } finally {
      await database.close();
    }
  }, 240_000);
});
