import { beforeEach, describe, expect, it } from "vitest";
import { InMemoryCustomers } from "../testing/in-memory-customers.ts";
import { fakeImageNormalizer } from "../testing/fake-image-normalizer.ts";
import { InMemoryObjectStore } from "../testing/in-memory-object-store.ts";
import { addPocketImage } from "./add-pocket-image.ts";
import { deleteCustomer } from "./delete-customer.ts";
import { removePocketImage } from "./remove-pocket-image.ts";

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const dataUrl = (bytes: Uint8Array, type = "image/png") => `data:${type};base64,${btoa(String.fromCharCode(...bytes))}`;
const images = fakeImageNormalizer();

describe("pocket images", () => {
  let customers: InMemoryCustomers;
  let objects: InMemoryObjectStore;
  let customerId: number;
  beforeEach(async () => {
    customers = new InMemoryCustomers();
    objects = new InMemoryObjectStore();
    const created = await customers.create({ name: "Casey", shippingCountry: "United States" });
    if (!created.ok) throw new Error("setup");
    customerId = created.value.id;
  });

  it("stores a data URL's bytes and keeps only the public path", async () => {
    const result = await addPocketImage({ customers, objects, images })(customerId, { imageUrl: dataUrl(PNG, "image/jpeg"), title: "Pocket Image" });
    expect(result.ok && result.value.imageUrls).toEqual(["/objects/object-1.png"]);
    expect(objects.objects.get("object-1.png")).toEqual({ bytes: PNG, contentType: "image/png" });
  });

  it("stores what the normalizer gives back, not the bytes sent", async () => {
    const cleaned = new Uint8Array([0xff, 0xd8, 0xff, 9]);
    const convert = fakeImageNormalizer(() => ({ ok: true, image: { bytes: cleaned, contentType: "image/jpeg", extension: "jpg" } }));
    const result = await addPocketImage({ customers, objects, images: convert })(customerId, { imageUrl: dataUrl(PNG, "image/heic"), title: "t" });
    expect(result.ok && result.value.imageUrls).toEqual(["/objects/object-1.jpg"]);
    expect(objects.objects.get("object-1.jpg")).toEqual({ bytes: cleaned, contentType: "image/jpeg" });
  });

  it("refuses what the normalizer refuses, storing nothing", async () => {
    const refusing = (reason: "not-an-image" | "heic-conversion-failed" | "too-many-pixels") =>
      addPocketImage({ customers, objects, images: fakeImageNormalizer(() => ({ ok: false, reason })) })(customerId, { imageUrl: dataUrl(PNG), title: "t" });
    expect(await refusing("not-an-image")).toEqual({
      ok: false,
      error: { kind: "unsupported_media_type", message: "The file is not a supported image (JPEG, PNG, GIF, WebP, HEIC or AVIF)" },
    });
    expect(await refusing("heic-conversion-failed")).toEqual({ ok: false, error: { kind: "unsupported_media_type", message: "Failed to process HEIC file" } });
    expect(await refusing("too-many-pixels")).toEqual({
      ok: false,
      error: { kind: "too_many_pixels", message: "Image dimensions too large (at most 64 megapixels)" },
    });
    expect(objects.objects.size).toBe(0);
    expect((await customers.find(customerId))?.imageUrls).toEqual([]);
  });

  it("keeps URLs as given and needs no store for them", async () => {
    const result = await addPocketImage({ customers, images })(customerId, { imageUrl: "https://example.com/a.jpg", title: "Pocket Image" });
    expect(result.ok && result.value.imageUrls).toEqual(["https://example.com/a.jpg"]);
  });

  it("refuses data URLs without a store, non-images and bad base64, storing nothing", async () => {
    const add = addPocketImage({ customers, objects, images });
    expect(await addPocketImage({ customers, images })(customerId, { imageUrl: dataUrl(PNG), title: "t" })).toMatchObject({
      ok: false,
      error: { kind: "invalid" },
    });
    const text = new TextEncoder().encode("<svg onload=alert(1)>");
    expect(await add(customerId, { imageUrl: dataUrl(text, "image/svg+xml"), title: "t" })).toMatchObject({
      ok: false,
      error: { kind: "unsupported_media_type" },
    });
    expect(await add(customerId, { imageUrl: "data:image/png;base64,@@@", title: "t" })).toMatchObject({ ok: false, error: { kind: "invalid" } });
    expect(await add(999, { imageUrl: dataUrl(PNG), title: "t" })).toMatchObject({ ok: false, error: { kind: "not_found", message: "Customer not found" } });
    expect(objects.objects.size).toBe(0);
    expect((await customers.find(customerId))?.imageUrls).toEqual([]);
  });

  it("removes an image and its stored bytes unless another customer lists it", async () => {
    const added = await addPocketImage({ customers, objects, images })(customerId, { imageUrl: dataUrl(PNG), title: "t" });
    const path = added.ok ? added.value.imageUrls[0]! : "";
    const other = await customers.create({ name: "Other", shippingCountry: "United States" });
    if (!other.ok) throw new Error("setup");
    await customers.addImage(other.value.id, path);

    expect(await removePocketImage({ customers, objects })(customerId, path)).toMatchObject({ ok: true, value: { imageUrls: [] } });
    expect(objects.objects.size).toBe(1);
    expect(await removePocketImage({ customers, objects })(other.value.id, path)).toMatchObject({ ok: true });
    expect(objects.objects.size).toBe(0);

    expect(await removePocketImage({ customers, objects })(customerId, path)).toMatchObject({ ok: false, error: { message: "Image not found" } });
    expect(await removePocketImage({ customers, objects })(999, path)).toMatchObject({ ok: false, error: { message: "Customer not found" } });
  });

  it("deleting a customer releases their stored images", async () => {
    await addPocketImage({ customers, objects, images })(customerId, { imageUrl: dataUrl(PNG), title: "t" });
    await customers.addImage(customerId, "https://example.com/kept.jpg");
    expect(await deleteCustomer({ customers, objects })(customerId)).toMatchObject({ ok: true });
    expect(objects.objects.size).toBe(0);
    expect(await deleteCustomer({ customers, objects })(customerId)).toMatchObject({ ok: false, error: { kind: "not_found" } });
  });
});
