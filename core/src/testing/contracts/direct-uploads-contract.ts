import { describe, expect, it } from "vitest";
import type { DirectUploads } from "../../ports/direct-uploads.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

/** The store under test, and how a browser PUTs bytes to a URL it issued. */
export type DirectUploadsSubject = { uploads: DirectUploads; putTo(url: string, bytes: Uint8Array): Promise<void> };

const ID = "0123456789abcdef0123456789abcdef";
const OTHER_ID = "fedcba9876543210fedcba9876543210";

/** The direct uploads port, run against the in-memory fake and the bucket alike. */
export function directUploadsContract(open: FreshFactory<DirectUploadsSubject>): void {
  describe("direct uploads port contract", () => {
    const subject = useFresh(open);

    it("issues a URL that names its upload, and takes in the bytes PUT to it byte for byte", async () => {
      const { uploads, putTo } = subject();
      const url = await uploads.urlFor(ID, 15 * 60 * 1000);
      expect(uploads.idOf(url)).toBe(ID);
      expect(new URL(url).origin).toBe(uploads.origin);
      expect(await uploads.take(ID, 100)).toBeNull();
      const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2, 255]);
      await putTo(url, bytes);
      expect(await uploads.take(ID, 100)).toEqual(bytes);
      expect(await uploads.take(OTHER_ID, 100)).toBeNull();
    });

    it("knows no id in other text", async () => {
      const { uploads } = subject();
      for (const text of ["", "not a url", "/api/objects/upload/0123456789abcdef0123456789abcdef", `https://elsewhere.example/${ID}.png`, "http://[bad"]) {
        expect(uploads.idOf(text), text).toBeNull();
      }
    });

    it("refuses an upload past the limit, and takes one exactly at it", async () => {
      const { uploads, putTo } = subject();
      await putTo(await uploads.urlFor(ID, 60_000), new Uint8Array(11));
      expect(await uploads.take(ID, 10)).toBe("too_large");
      expect(await uploads.take(ID, 11)).toEqual(new Uint8Array(11));
    });

    it("discards, ignoring uploads it does not hold", async () => {
      const { uploads, putTo } = subject();
      await putTo(await uploads.urlFor(ID, 60_000), new Uint8Array([1]));
      await putTo(await uploads.urlFor(OTHER_ID, 60_000), new Uint8Array([2]));
      await uploads.discard(ID);
      expect(await uploads.take(ID, 10)).toBeNull();
      expect(await uploads.take(OTHER_ID, 10)).toEqual(new Uint8Array([2]));
      await expect(uploads.discard(ID)).resolves.toBeUndefined();
    });
  });
}
