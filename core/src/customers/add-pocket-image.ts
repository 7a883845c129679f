import type { CustomerRepository } from "../ports/customer-repository.port.ts";
import { storeImage } from "../media/store-image.ts";
import type { ImageNormalizer } from "../ports/image-normalizer.port.ts";
import type { ObjectStore } from "../ports/object-store.port.ts";
import { invalid, notFound, type DomainError } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { Customer } from "./customer.ts";
import { decodeBase64DataUrl } from "./data-url.ts";
import { isImageDataUrl, type PocketImageInput } from "./pocket-image.ts";

export type AddPocketImageDeps = { customers: CustomerRepository; objects?: ObjectStore | undefined; images: ImageNormalizer };

export const NOT_AN_IMAGE = "The file is not a supported image (JPEG, PNG, GIF, WebP, HEIC or AVIF)";

/**
 * Adds a pocket image to a customer. URLs are kept as given. A data URL is
 * decoded, proven an image by decoding it and stripped of its metadata (a
 * phone photo's location), put in the object store, and its public path is
 * kept instead, so customer rows stay small.
 * The title has no column and is not kept.
 */
export const addPocketImage =
  (deps: AddPocketImageDeps) =>
  async (customerId: number, input: PocketImageInput): Promise<Result<Customer, DomainError>> => {
    if (!isImageDataUrl(input.imageUrl)) {
      const customer = await deps.customers.addImage(customerId, input.imageUrl);
      return customer ? ok(customer) : err(notFound("Customer"));
    }
    if (!deps.objects) {
      return err(invalid("Image uploads are not configured on this server; use an image URL instead", { imageUrl: "Image uploads are not configured" }));
    }
    if (!(await deps.customers.find(customerId))) return err(notFound("Customer"));
    const bytes = decodeBase64DataUrl(input.imageUrl);
    if (!bytes) return err(invalid("The image data is not valid base64", { imageUrl: "The image data is not valid base64" }));
    const stored = await storeImage({ images: deps.images, objects: deps.objects })(bytes, NOT_AN_IMAGE);
    if (!stored.ok) return stored;
    const customer = await deps.customers.addImage(customerId, stored.value.publicPath);
    if (!customer) {
      // Deleted meanwhile: do not keep bytes nobody lists.
      await deps.objects.delete(stored.value.key).catch(() => {});
      return err(notFound("Customer"));
    }
    return ok(customer);
  };
