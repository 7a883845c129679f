import type { StoredObject } from "../ports/object-store.port.ts";
import type { UploadTickets } from "../ports/upload-tickets.port.ts";

/** UploadTickets fake for core tests: completed uploads in a map. */
export class InMemoryUploadTickets implements UploadTickets {
  readonly completed = new Map<string, Pick<StoredObject, "key" | "publicPath">>();

  async complete(uploadId: string, object: StoredObject) {
    if (this.completed.has(uploadId)) return false;
    this.completed.set(uploadId, { key: object.key, publicPath: object.publicPath });
    return true;
  }
  async find(uploadId: string) {
    const found = this.completed.get(uploadId);
    return found ? { ...found } : null;
  }
}

/** A signer whose signature spells out what it signed; enough to tell issued URLs from forged ones. */
export const plainSigner = {
  sign: async (data: string) => `signed(${data})`,
  verify: async (data: string, signature: string) => signature === `signed(${data})`,
};
