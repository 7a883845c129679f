import type { CustomerRepository } from "../ports/customer-repository.port.ts";
import type { ObjectStore } from "../ports/object-store.port.ts";
import { notFound } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { Customer } from "./customer.ts";
import { releaseStoredImage } from "./stored-image.ts";

export type PocketImageDeps = { customers: CustomerRepository; objects?: ObjectStore | undefined };

/** Removes the image from the customer's list and, when it was stored by us, its bytes. */
export const removePocketImage =
  (deps: PocketImageDeps) =>
  async (customerId: number, imageUrl: string): Promise<Result<Customer>> => {
    const result = await deps.customers.removeImage(customerId, imageUrl);
    if (!result) return err(notFound("Customer"));
    if (!result.removed) return err(notFound("Image"));
    await releaseStoredImage(deps, imageUrl);
    return ok(result.customer);
  };
