import type { StoredObject } from "./object-store.port.ts";

/**
 * What became of each signed upload URL: the object stored through it. Kept
 * in the database, so any instance can answer the "save image" step.
 */
export interface UploadTickets {
  /** Records the upload; false when the ticket was already used. */
  complete(uploadId: string, object: StoredObject): Promise<boolean>;
  find(uploadId: string): Promise<Pick<StoredObject, "key" | "publicPath"> | null>;
}
