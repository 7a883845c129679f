import { randomBytes } from "node:crypto";
import type { LabelFiles } from "@stringing/core/ports/label-files.port";
import { LABEL_URL_PREFIX } from "../local/disk-label-files.ts";
import type { S3Bucket } from "./s3-bucket.ts";

const PREFIX = "labels/";
/** Only names this store issues; anything else never becomes a key. */
const FILE_NAME = /^[0-9a-f]{32}\.pdf$/;

/** Label PDFs in a bucket under `labels/<random>.pdf`, served to admins by the shipping routes as the disk's are. */
export class S3LabelFiles implements LabelFiles {
  constructor(private readonly bucket: S3Bucket) {}

  async save(pdf: Uint8Array) {
    const name = `${randomBytes(16).toString("hex")}.pdf`;
    await this.bucket.put(`${PREFIX}${name}`, new Uint8Array(pdf), "application/pdf");
    return { url: `${LABEL_URL_PREFIX}${name}` };
  }

  async read(fileName: string) {
    if (!FILE_NAME.test(fileName)) return null;
    return (await this.bucket.get(`${PREFIX}${fileName}`))?.bytes ?? null;
  }

  async remove(url: string) {
    if (!url.startsWith(LABEL_URL_PREFIX)) return;
    const name = url.slice(LABEL_URL_PREFIX.length);
    if (FILE_NAME.test(name)) await this.bucket.delete(`${PREFIX}${name}`);
  }
  async list() {
    return (await this.bucket.list(PREFIX)).map((key) => key.slice(PREFIX.length)).filter((name) => FILE_NAME.test(name));
  }

  async restore(fileName: string, pdf: Uint8Array) {
    if (!FILE_NAME.test(fileName)) throw new Error(`Not a label file name: "${fileName}"`);
    await this.bucket.put(`${PREFIX}${fileName}`, new Uint8Array(pdf), "application/pdf");
  }
}
