import { mkdtemp, readdir, rm, stat, unlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { objectStoreContract } from "@stringing/core/testing/contracts/object-store-contract";
import { DiskObjectStore } from "./disk-object-store.ts";

let dataDir: string;
let store: DiskObjectStore;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), "objects-"));
  store = new DiskObjectStore(dataDir);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("DiskObjectStore", () => {
  it("stores bytes under a fresh random key and gives them back byte for byte with their type", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
    const stored = await store.put(bytes, "image/png", "png");
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}\.png$/), publicPath: `/objects/${stored.key}`, contentType: "image/png", size: 8 });
    expect(await store.get(stored.key)).toEqual({ bytes, contentType: "image/png" });
    const again = await store.put(bytes, "image/png", ".PNG");
    expect(again.key).not.toBe(stored.key);
    expect(again.key.endsWith(".png")).toBe(true);
    expect((await readdir(join(dataDir, "objects"))).some((name) => name.endsWith(".tmp"))).toBe(false);
  });

  it("keeps objects and their sidecars 0600 in a folder only the server's user may enter", async () => {
    const stored = await store.put(new Uint8Array([1, 2, 3]), "image/png", "png");
    await store.restore(`${"b".repeat(32)}.png`, new Uint8Array([4]), "image/png");
    const folder = join(dataDir, "objects");
    expect((await stat(folder)).mode & 0o777).toBe(0o700);
    const names = (await readdir(folder)).filter((name) => name.startsWith(stored.key) || name.startsWith("b".repeat(32)));
    expect(names).toHaveLength(4);
    for (const name of names) expect((await stat(join(folder, name))).mode & 0o777, name).toBe(0o600);
  });

  it("answers null for unknown, malformed and path-escaping keys", async () => {
    await writeFile(join(dataDir, "secret.key"), "do not serve me");
    const stored = await store.put(new Uint8Array([1]), "image/jpeg", "jpg");
    for (const key of [
      "0123456789abcdef0123456789abcdef.jpg",
      "../secret.key",
      "..%2Fsecret.key",
      `${stored.key}.content-type`,
      `../objects/${stored.key}`,
      `/${stored.key}`,
      stored.key.toUpperCase(),
      "",
      "a".repeat(32),
    ]) {
      expect(await store.get(key), key).toBeNull();
    }
  });

  it("falls back to the extension's type when the sidecar is gone, and refuses odd extensions", async () => {
    const stored = await store.put(new Uint8Array([1, 2]), "image/webp", "webp");
    await unlink(join(dataDir, "objects", `${stored.key}.content-type`));
    expect((await store.get(stored.key))?.contentType).toBe("image/webp");
    await expect(store.put(new Uint8Array([1]), "image/png", "../x")).rejects.toThrow(/extension/);
    expect((await store.put(new Uint8Array([1]), "not a type", "bin")).contentType).toBe("application/octet-stream");
  });

  it("deletes, ignoring unknown and malformed keys", async () => {
    const stored = await store.put(new Uint8Array([1]), "image/png", "png");
    await store.delete(stored.key);
    expect(await store.get(stored.key)).toBeNull();
    await expect(store.delete("../secret.key")).resolves.toBeUndefined();
    await expect(store.delete(stored.key)).resolves.toBeUndefined();
  });
});

describe("DiskObjectStore against the port contract", () => {
  objectStoreContract(async () => {
    const folder = await mkdtemp(join(tmpdir(), "objects-contract-"));
    return { subject: new DiskObjectStore(folder), dispose: () => rm(folder, { recursive: true, force: true }) };
  });
});
