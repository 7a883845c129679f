import { randomBytes } from "node:crypto";
import { readdir, readFile, rename, unlink } from "node:fs/promises";
import { join } from "node:path";
import type { LabelFiles } from "@stringing/core/ports/label-files.port";
import { makePrivateFolder, writePrivateFile } from "./private-files.ts";

export const LABEL_URL_PREFIX = "/api/shipping/labels/";

/** Only names this store issues; anything else (`..`, slashes) never reaches the disk. */
const FILE_NAME = /^[0-9a-f]{32}\.pdf$/;

/** Label PDFs under `$DATA_DIR/labels/<random>.pdf` (0600, private-files.ts), served to admins by the shipping routes. */
export class DiskLabelFiles implements LabelFiles {
  private readonly folder: string;

  constructor(dataDir: string) {
    this.folder = join(dataDir, "labels");
  }

  async save(pdf: Uint8Array) {
    await makePrivateFolder(this.folder);
    const name = `${randomBytes(16).toString("hex")}.pdf`;
    await writePrivateFile(join(this.folder, name), pdf, "wx");
    return { url: `${LABEL_URL_PREFIX}${name}` };
  }

  async read(fileName: string) {
    if (!FILE_NAME.test(fileName)) return null;
    try {
      return new Uint8Array(await readFile(join(this.folder, fileName)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  }

  async remove(url: string) {
    if (!url.startsWith(LABEL_URL_PREFIX)) return;
    const name = url.slice(LABEL_URL_PREFIX.length);
    if (!FILE_NAME.test(name)) return;
    await unlink(join(this.folder, name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") throw error;
    });
  }
  async list() {
    try {
      return (await readdir(this.folder)).filter((name) => FILE_NAME.test(name));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
      throw error;
    }
  }

  async restore(fileName: string, pdf: Uint8Array) {
    if (!FILE_NAME.test(fileName)) throw new Error(`Not a label file name: "${fileName}"`);
    await makePrivateFolder(this.folder);
    const path = join(this.folder, fileName);
    // Written aside and renamed, as objects are: a reader sees the whole PDF or none.
    await writePrivateFile(`${path}.tmp`, pdf);
    await rename(`${path}.tmp`, path);
  }
}
