import { describe, expect, it } from "vitest";
import type { LabelFiles } from "../../ports/label-files.port.ts";
import { useFresh, type FreshFactory } from "./fresh-subject.ts";

const LABEL_URL_PREFIX = "/api/shipping/labels/";

const pdf = (text: string) => new TextEncoder().encode(`%PDF-1.4 ${text}`);
const nameOf = (url: string) => url.slice(LABEL_URL_PREFIX.length);

/** The label files port, run against the in-memory fake and the disk store alike. */
export function labelFilesContract(open: FreshFactory<LabelFiles>): void {
  describe("label files port contract", () => {
    const files = useFresh(open);

    it("saves each PDF under a new name, served to admins from the shipping routes", async () => {
      const first = await files().save(pdf("one"));
      const second = await files().save(pdf("two"));
      expect(first.url.startsWith(LABEL_URL_PREFIX)).toBe(true);
      expect(nameOf(first.url)).toMatch(/^[^/]+\.pdf$/);
      expect(second.url).not.toBe(first.url);
      expect(await files().read(nameOf(first.url))).toEqual(pdf("one"));
      expect(await files().read(nameOf(second.url))).toEqual(pdf("two"));
    });

    it("answers null for names it never issued, and for names that try to leave it", async () => {
      await files().save(pdf("kept"));
      for (const name of [`${"0".repeat(32)}.pdf`, "../secret.pdf", "", "label.pdf/.."]) expect(await files().read(name), name).toBeNull();
    });

    it("removes the file behind a URL it issued, and ignores any other URL", async () => {
      const { url } = await files().save(pdf("gone"));
      const kept = await files().save(pdf("kept"));
      await files().remove("/elsewhere/labels/nothing.pdf");
      await files().remove(url);
      expect(await files().read(nameOf(url))).toBeNull();
      expect(await files().read(nameOf(kept.url))).toEqual(pdf("kept"));
      await expect(files().remove(url)).resolves.toBeUndefined();
    });

    it("lists the names it holds, and restores a PDF under a name it issued", async () => {
      expect(await files().list()).toEqual([]);
      const gone = await files().save(pdf("gone"));
      const kept = await files().save(pdf("kept"));
      expect((await files().list()).sort()).toEqual([nameOf(gone.url), nameOf(kept.url)].sort());
      await files().remove(gone.url);
      expect(await files().list()).toEqual([nameOf(kept.url)]);
      await files().restore(nameOf(gone.url), pdf("gone"));
      expect(await files().read(nameOf(gone.url))).toEqual(pdf("gone"));
    });

    it("refuses to restore under a name it could never have issued", async () => {
      for (const name of ["../secret.pdf", "", "label.pdf/.."]) await expect(files().restore(name, pdf("x")), name).rejects.toThrow();
      expect(await files().list()).toEqual([]);
    });
  });
}
