import { chmod, mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { TableVacuum } from "@stringing/core/shared/vacuum-tables";
import { openAdapters } from "./composition.ts";

describe("openAdapters", () => {
  let dataDir = "";
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it("opens the embedded database under DATA_DIR and builds every adapter over it and the data folder", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "composition-"));
    // As an older version or a hand-made folder left it: others could enter it.
    await chmod(dataDir, 0o755);
    const adapters = await openAdapters({ databaseUrl: undefined, dataDir, appSecretKey: undefined, mailjetBaseUrl: undefined });
    try {
      expect(adapters.storage.kind).toBe("pglite");
      await adapters.storage.withStartupLock(() => adapters.storage.migrate());
      // Migrating installs the job queue's tables too: the worker starts, has nothing failed, and stops.
      await adapters.jobs.start();
      expect(await adapters.jobs.failedJobs()).toEqual([]);
      await adapters.jobs.stop();
      expect(await adapters.storage.seedSiteDefaults()).toBe(true);
      expect(await adapters.storage.seedSiteDefaults()).toBe(false);
      await expect(adapters.storage.ping()).resolves.toBeUndefined();
      // The embedded store vacuums itself, pg-boss's job partitions included.
      const vacuum = await new TableVacuum(adapters.storage.maintenance!, { isBusy: () => false }).run();
      expect(vacuum.failed).toEqual([]);
      expect(vacuum.vacuumed).toEqual(expect.arrayContaining(["public.orders", "pg_catalog.pg_statistic"]));
      expect(vacuum.vacuumed.some((table) => table.startsWith("pgboss."))).toBe(true);
      expect((await adapters.services.list({ includeHidden: true })).length).toBeGreaterThan(0);
      const stored = await adapters.objects.put(new Uint8Array([1]), "image/png", "png");
      const { url } = await adapters.labelFiles.save(new Uint8Array([37, 80, 68, 70]));
      expect(url).toMatch(/^\/api\/shipping\/labels\//);
      expect((await adapters.localMailer.send([{ from: { email: "a@b.co" }, to: { email: "c@d.co" }, subject: "s", text: "t" }]))[0]?.ok).toBe(true);
      expect(await readdir(dataDir)).toEqual(expect.arrayContaining(["pglite", "objects", "labels", "mail"]));
      expect(await adapters.objects.get(stored.key)).not.toBeNull();
      expect(await adapters.signer.verify("x", await adapters.signer.sign("x"))).toBe(true);
      expect(await readdir(dataDir)).toContain("secret.key");
      // Customer data is the server user's alone.
      const modeOf = async (path: string) => (await stat(join(dataDir, path))).mode & 0o777;
      expect(await modeOf(".")).toBe(0o700);
      for (const folder of ["objects", "labels", "mail"]) expect(await modeOf(folder), folder).toBe(0o700);
      expect(await modeOf("secret.key")).toBe(0o600);
      expect(await modeOf(`objects/${stored.key}`)).toBe(0o600);
    } finally {
      await adapters.storage.close();
    }
  });
});
