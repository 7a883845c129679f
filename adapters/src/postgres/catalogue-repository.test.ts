import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueContract } from "@stringing/core/testing/contracts/catalogue-contract";
import { PostgresContentRepository } from "./content-repository.ts";
import { paymentSettingRepository } from "./payment-settings-repository.ts";
import { socialLinkRepository } from "./site-catalogues.ts";
import { testDatabaseTargets, type TestDatabase } from "./test-databases.ts";
import { freshOn, useTestDatabase } from "./use-test-database.ts";

describe.each(testDatabaseTargets())("catalogue repositories on $name", (target) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await target.open();
  });
  afterAll(() => database?.dispose());

  it("lists visible rows by order then id, all rows for admins, and pages", async () => {
    const links = socialLinkRepository(database.handle.db);
    const made = [];
    for (const [order, visible] of [
      [2, true],
      [1, true],
      [1, false],
      [0, true],
    ] as const) {
      const result = await links.create({ platform: "instagram", url: `https://instagram.com/${order}`, order, visible });
      if (!result.ok) throw new Error("create failed");
      made.push(result.value);
    }
    const [two, oneA, oneHidden, zero] = made;
    expect((await links.list({ includeHidden: false })).map((row) => row.id)).toEqual([zero!.id, oneA!.id, two!.id]);
    expect((await links.list({ includeHidden: true })).map((row) => row.id)).toEqual([zero!.id, oneA!.id, oneHidden!.id, two!.id]);
    expect((await links.list({ includeHidden: true, limit: 2, offset: 1 })).map((row) => row.id)).toEqual([oneA!.id, oneHidden!.id]);
  });

  it("updates only what is given, and answers not_found for unknown ids", async () => {
    const links = socialLinkRepository(database.handle.db);
    const created = await links.create({ platform: "facebook", url: "https://facebook.com/a", order: 0, visible: true });
    if (!created.ok) throw new Error("create failed");
    const toggled = await links.update(created.value.id, { visible: false });
    expect(toggled).toMatchObject({ ok: true, value: { url: "https://facebook.com/a", visible: false } });
    expect(await links.update(created.value.id, {})).toMatchObject({ ok: true, value: { visible: false } });
    expect(await links.update(987_654, { visible: true })).toEqual({ ok: false, error: { kind: "not_found", message: "Social link not found" } });
    expect(await links.update(987_654, {})).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(await links.delete(created.value.id)).toMatchObject({ ok: true, value: { id: created.value.id } });
    expect(await links.delete(created.value.id)).toMatchObject({ ok: false, error: { kind: "not_found" } });
    expect(await links.findById(created.value.id)).toBeNull();
  });

  it("turns unique clashes into conflicts", async () => {
    const settings = paymentSettingRepository(database.handle.db);
    expect((await settings.create({ serviceName: "Mesh", paymentLink: "https://pay.example.com/a" })).ok).toBe(true);
    expect(await settings.create({ serviceName: "Mesh", paymentLink: "https://pay.example.com/b" })).toMatchObject({ ok: false, error: { kind: "conflict" } });
    const content = new PostgresContentRepository(database.handle.db);
    const first = await content.create({ section: "tagline", content: "A", visible: true });
    const second = await content.create({ section: "motto", content: "B", visible: true });
    if (!first.ok || !second.ok) throw new Error("create failed");
    expect(await content.update(second.value.id, { section: "tagline" })).toMatchObject({ ok: false, error: { kind: "conflict" } });
    expect(await content.findSection("tagline")).toMatchObject({ id: first.value.id, content: "A" });
  });
});

for (const target of testDatabaseTargets()) {
  describe(`Postgres catalogues and content against the port contract on ${target.name}`, () => {
    const database = useTestDatabase(target);
    catalogueContract(
      freshOn(database, (db) => ({
        socialLinks: socialLinkRepository(db),
        paymentSettings: paymentSettingRepository(db),
        content: new PostgresContentRepository(db),
      })),
    );
  });
}
