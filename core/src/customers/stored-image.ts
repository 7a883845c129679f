import type { ObjectStore } from "../ports/object-store.port.ts";
import type { CustomerRepository } from "../ports/customer-repository.port.ts";

const OBJECT_PREFIX = "/objects/";

/** The store key behind one of our public paths (`/objects/<key>`), or null for any other URL. */
export function objectKeyOf(imageUrl: string): string | null {
  if (!imageUrl.startsWith(OBJECT_PREFIX)) return null;
  const key = decodeURIComponent(imageUrl.slice(OBJECT_PREFIX.length).split(/[?#]/)[0] ?? "");
  return key && !key.includes("..") ? key : null;
}

/**
 * Deletes the stored object behind a URL we no longer list, unless another
 * customer still lists it. Best effort: a failure leaves an orphan file, never
 * a failed request, because the database change already happened.
 */
export async function releaseStoredImage(deps: { customers: CustomerRepository; objects?: ObjectStore | undefined }, imageUrl: string): Promise<void> {
  const key = objectKeyOf(imageUrl);
  if (!key || !deps.objects) return;
  try {
    if (await deps.customers.isImageReferenced(imageUrl)) return;
    await deps.objects.delete(key);
  } catch {
    // Orphaned bytes are harmless; the customer row is already right.
  }
}
