import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shippingSettingsContract } from "@stringing/core/testing/contracts/shipping-settings-contract";
import { SecretBox } from "../crypto/secret-box.ts";
import { appSettings } from "./schema/index.ts";
import { PostgresShippingSettings } from "./shipping-settings-repository.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";
import { freshOn, useTestDatabase } from "./use-test-database.ts";

const box = (fill: number) => new SecretBox(async () => new Uint8Array(32).fill(fill));

for (const target of testDatabaseTargets()) {
  describe(`PostgresShippingSettings (${target.name})`, () => {
    const database = useTestDatabase(target);
    shippingSettingsContract(freshOn(database, (db) => new PostgresShippingSettings(db, box(1))));
  });

  describe(`shipping settings at rest (${target.name})`, () => {
    let database: TestDatabase;
    beforeAll(async () => {
      database = await target.open();
    });
    afterAll(() => database?.dispose());

    it("seals the Shippo key and the webhook token; another app key cannot read them", async () => {
      const settings = new PostgresShippingSettings(database.handle.db, box(1));
      await settings.saveShippoKey("shippo_live_plaintext");
      const token = await settings.webhookToken();
      const rows = JSON.stringify(await database.handle.db.select().from(appSettings));
      expect(rows).not.toContain("shippo_live_plaintext");
      expect(rows).not.toContain(token);
      const other = new PostgresShippingSettings(database.handle.db, box(2));
      expect(await other.shippoKey()).toBeNull();
      const redrawn = await other.webhookToken();
      expect(redrawn).not.toBe(token);
      expect(await other.webhookToken()).toBe(redrawn);
    });
  });
}
