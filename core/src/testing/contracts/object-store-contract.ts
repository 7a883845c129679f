import { describe, expect, it } from "vitest";
import type { ObjectStore } from "../../ports/object-store.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

/** The object store port, run against the in-memory fake and the disk store alike. */
export function objectStoreContract(open: FreshFactory<ObjectStore>): void {
  describe("object store port contract", () => {
    const store = useFresh(open);

    it("stores bytes under a new key with the extension and serves them back byte for byte with their type", async () => {
      const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
      const stored = await store().put(bytes, "image/png", "png");
      expect(stored).toEqual({ key: expect.stringMatching(/\.png$/), publicPath: `/objects/${stored.key}`, contentType: "image/png", size: 8 });
      expect(await store().get(stored.key)).toEqual({ bytes, contentType: "image/png" });
      const again = await store().put(bytes, "image/png", "png");
      expect(again.key).not.toBe(stored.key);
      expect(again.publicPath).not.toBe(stored.publicPath);
    });

    it("keeps what it was given, not what the caller changes afterwards", async () => {
      const bytes = new Uint8Array([1, 2, 3]);
      const stored = await store().put(bytes, "image/jpeg", "jpg");
      bytes[0] = 9;
      expect((await store().get(stored.key))?.bytes).toEqual(new Uint8Array([1, 2, 3]));
    });

    it("answers null for keys it never issued, and for paths that try to leave it", async () => {
      await store().put(new Uint8Array([1]), "image/gif", "gif");
      for (const key of ["0123456789abcdef0123456789abcdef.png", "../secret.key", "", "/etc/passwd"]) expect(await store().get(key), key).toBeNull();
    });

    it("deletes, ignoring keys it does not hold", async () => {
      const stored = await store().put(new Uint8Array([1]), "image/webp", "webp");
      const kept = await store().put(new Uint8Array([2]), "image/webp", "webp");
      await store().delete(stored.key);
      expect(await store().get(stored.key)).toBeNull();
      expect(await store().get(kept.key)).not.toBeNull();
      await expect(store().delete(stored.key)).resolves.toBeUndefined();
      await expect(store().delete("../secret.key")).resolves.toBeUndefined();
    });

    it("lists the keys it holds, and restores bytes and type under a key it issued", async () => {
      expect(await store().list()).toEqual([]);
      const bytes = new Uint8Array([0xff, 0xd8, 0, 255]);
      const gone = await store().put(bytes, "image/jpeg", "jpg");
      const kept = await store().put(new Uint8Array([2]), "image/png", "png");
      expect((await store().list()).sort()).toEqual([gone.key, kept.key].sort());
      await store().delete(gone.key);
      expect(await store().list()).toEqual([kept.key]);
      await store().restore(gone.key, bytes, "image/jpeg");
      expect(await store().get(gone.key)).toEqual({ bytes, contentType: "image/jpeg" });
      expect((await store().list()).sort()).toEqual([gone.key, kept.key].sort());
    });

    it("refuses to restore under a key it could never have issued", async () => {
      for (const key of ["../secret.key", "", "/etc/passwd"]) await expect(store().restore(key, new Uint8Array([1]), "image/png"), key).rejects.toThrow();
      expect(await store().list()).toEqual([]);
    });
  });
}
