import type { CustomerRepository } from "../ports/customer-repository.port.ts";
import type { ObjectStore } from "../ports/object-store.port.ts";
import { invalid, notFound, type DomainError } from "../shared/errors.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { Customer } from "./customer.ts";
import { decodeBase64DataUrl, sniffImageType } from "./image-type.ts";
import { isImageDataUrl, type PocketImageInput } from "./pocket-image.ts";

/** The one refusal the domain kinds lack: bytes that are not an image we accept (HTTP 415). */
export type UnsupportedMediaType = { kind: "unsupported_media_type"; message: string };

export type AddPocketImageDeps = { customers: CustomerRepository; objects?: ObjectStore | undefined };

export const NOT_AN_IMAGE = "The file is not a supported image (JPEG, PNG, GIF, WebP, HEIC or AVIF)";

/**
 * Adds a pocket image to a customer. URLs are kept as given. A data URL is
 * decoded, checked to be a real image by its bytes, put in the object store,
 * and its public path is kept instead, so customer rows stay small.
 * The title has no column and is not kept.
 */
export const addPocketImage =
  (deps: AddPocketImageDeps) =>
  async (customerId: number, input: PocketImageInput): Promise<Result<Customer, DomainError | UnsupportedMediaType>> => {
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
    const type = sniffImageType(bytes);
    if (!type) return err({ kind: "unsupported_media_type", message: NOT_AN_IMAGE });

    const stored = await deps.objects.put(bytes, type.mime, type.extension);
    const customer = await deps.customers.addImage(customerId, stored.publicPath);
    if (!customer) {
      // Deleted meanwhile: do not keep bytes nobody lists.
      await deps.objects.delete(stored.key).catch(() => {});
      return err(notFound("Customer"));
    }
    return ok(customer);
  };
