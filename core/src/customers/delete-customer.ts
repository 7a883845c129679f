import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { Customer } from "./customer.ts";
import type { PocketImageDeps } from "./remove-pocket-image.ts";
import { releaseStoredImage } from "./stored-image.ts";

/** Deletes the customer (their orders stay, unlinked) and the stored images only they listed. */
export const deleteCustomer =
  (deps: PocketImageDeps) =>
  async (customerId: number): Promise<Result<Customer>> => {
    const deleted = await deps.customers.delete(customerId);
    if (!deleted) return err(notFound("Customer"));
    for (const imageUrl of deleted.imageUrls) await releaseStoredImage(deps, imageUrl);
    return ok(deleted);
  };
