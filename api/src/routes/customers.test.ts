import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { jpegClaimingSize, readImage, sampleAnimatedGif, samplePhotoJpeg, samplePng, withPngText } from "@stringing/adapters/images/sample-images";
import { InMemoryObjectStore } from "@stringing/core/testing/in-memory-object-store";
import { useTestApp, type TestApp } from "../testing/test-app.ts";

type Customer = { id: number; name: string; email: string | null; imageUrls: string[] } & Record<string, unknown>;

const PNG = samplePng(5, 3);
const text = (value: string) => new TextEncoder().encode(value);
const dataUrl = (bytes: Uint8Array, type = "image/png") => `data:${type};base64,${Buffer.from(bytes).toString("base64")}`;

const adminSession = (app: () => TestApp) => {
  let cookie = "";
  return async (path: string, init: { method?: string; json?: unknown; body?: string; headers?: Record<string, string> } = {}) => {
    cookie ||= await app().signIn("admin");
    return app().request(path, { ...init, cookie });
  };
};

describe("/api/customers", () => {
  const objects = new InMemoryObjectStore();
  const app = useTestApp({ objects });
  const asAdmin = adminSession(app);
  const create = async (json: Record<string, unknown>) => {
    const response = await asAdmin("/api/customers", { method: "POST", json });
    expect(response.status).toBe(201);
    return (await response.json()) as Customer;
  };

  it("answers 401 anonymous and 403 non-admin on every route", async () => {
    const user = await app().signIn("user");
    const routes: [string, string][] = [
      ["GET", "/api/customers"],
      ["GET", "/api/customers/1"],
      ["POST", "/api/customers"],
      ["PATCH", "/api/customers/1"],
      ["DELETE", "/api/customers/1"],
      ["POST", "/api/customers/1/images"],
      ["POST", "/api/customers/1/remove-image"],
    ];
    for (const [method, path] of routes) {
      const init = method === "GET" || method === "DELETE" ? { method } : { method, json: { name: "Casey", imageUrl: "/x.jpg" } };
      expect((await app().request(path, init)).status, `${method} ${path}`).toBe(401);
      expect((await app().request(path, { ...init, cookie: user })).status, `${method} ${path}`).toBe(403);
    }
  });

  it("answers 404 to anyone for paths it does not know", async () => {
    expect((await app().request("/api/customers/1/nothing")).status).toBe(404);
  });

  it("creates a customer with the entity's fields, empty values as null and the default country", async () => {
    const customer = await create({ name: "Casey Jones", email: "Casey@Example.com", phone: "", position: "Attack", preferredPocket: "Mid" });
    expect(customer).toEqual({
      id: expect.any(Number),
      name: "Casey Jones",
      email: "casey@example.com",
      phone: null,
      position: "Attack",
      notes: null,
      totalOrders: 0,
      lastOrderDate: null,
      imageUrls: [],
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      shippingAddress: null,
      shippingCity: null,
      shippingState: null,
      shippingZip: null,
      shippingCountry: "United States",
      preferredMesh: null,
      preferredThread: null,
      preferredPocket: "Mid",
    });
    const found = await asAdmin(`/api/customers/${customer.id}`);
    expect(found.status).toBe(200);
    expect(await found.json()).toEqual(customer);
  });

  it("refuses invalid customers with the spec's messages, duplicates with 409, malformed JSON with 400", async () => {
    for (const [json, errors] of [
      [{ name: "C" }, { name: "Name must be at least 2 characters" }],
      [{}, { name: "Name must be at least 2 characters" }],
      [{ name: "Casey", email: "nope" }, { email: "Please enter a valid email address" }],
    ] as const) {
      const response = await asAdmin("/api/customers", { method: "POST", json });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: Object.values(errors)[0], errors });
    }
    await create({ name: "Dup Original", email: "dup@example.com" });
    const duplicate = await asAdmin("/api/customers", { method: "POST", json: { name: "Dup Again", email: "DUP@example.com" } });
    expect(duplicate.status).toBe(409);
    expect(await duplicate.json()).toEqual({ message: "A customer with this email already exists" });
    // No e-mail is no clash.
    await create({ name: "No Mail One", email: "" });
    await create({ name: "No Mail Two" });
    const malformed = await asAdmin("/api/customers", { method: "POST", body: '{"name":', headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
  });

  it("searches by name, e-mail or position, newest first", async () => {
    const goalie = await create({ name: "Search Goalie", email: "g@search.test", position: "Goalie" });
    const middie = await create({ name: "Search Middie", email: "m@search.test", position: "Midfield" });
    const ids = async (query: string) => ((await (await asAdmin(`/api/customers${query}`)).json()) as Customer[]).map((c) => c.id);
    expect(await ids("?q=search")).toEqual([middie.id, goalie.id]);
    expect(await ids("?q=GOALIE")).toEqual([goalie.id]);
    expect(await ids("?q=m%40search")).toEqual([middie.id]);
    expect(await ids("?q=midf")).toEqual([middie.id]);
    expect(await ids("?q=%25%25")).toEqual([]);
    expect(await ids("?q=search&limit=1")).toEqual([middie.id]);
    const all = await ids("");
    expect(all[0]).toBe(middie.id);
    expect((await asAdmin("/api/customers?limit=abc")).status).toBe(400);
  });

  it("updates a customer; an emptied country falls back to United States", async () => {
    const customer = await create({ name: "Edit Me", email: "edit@example.com", shippingCountry: "Canada" });
    await create({ name: "Taken", email: "taken@example.com" });
    const response = await asAdmin(`/api/customers/${customer.id}`, { method: "PATCH", json: { phone: "555-0100", shippingCountry: "", notes: "" } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: "Edit Me",
      email: "edit@example.com",
      phone: "555-0100",
      shippingCountry: "United States",
      notes: null,
    });
    const clash = await asAdmin(`/api/customers/${customer.id}`, { method: "PATCH", json: { email: "Taken@Example.com" } });
    expect(clash.status).toBe(409);
    const invalid = await asAdmin(`/api/customers/${customer.id}`, { method: "PATCH", json: { name: "E", email: "bad" } });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({
      message: "Name must be at least 2 characters",
      errors: { name: "Name must be at least 2 characters", email: "Please enter a valid email address" },
    });
    expect((await asAdmin("/api/customers/999999", { method: "PATCH", json: { phone: "1" } })).status).toBe(404);
    expect(await (await asAdmin("/api/customers/999999")).json()).toEqual({ message: "Customer not found" });
    expect((await asAdmin("/api/customers/1.5")).status).toBe(400);
    expect((await asAdmin(`/api/customers/${customer.id}`, { method: "PATCH", body: "[", headers: { "content-type": "application/json" } })).status).toBe(400);
  });

  it("deletes a customer", async () => {
    const customer = await create({ name: "Delete Me" });
    const response = await asAdmin(`/api/customers/${customer.id}`, { method: "DELETE" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ message: "Customer deleted", id: customer.id });
    expect((await asAdmin(`/api/customers/${customer.id}`)).status).toBe(404);
    expect((await asAdmin(`/api/customers/${customer.id}`, { method: "DELETE" })).status).toBe(404);
    expect((await asAdmin("/api/customers/abc", { method: "DELETE" })).status).toBe(400);
  });

  it("adds URL images as given and data-URL images through the object store", async () => {
    const customer = await create({ name: "Pocket Owner" });
    const byUrl = await asAdmin(`/api/customers/${customer.id}/images`, { method: "POST", json: { imageUrl: "https://example.com/pocket.jpg" } });
    expect(byUrl.status).toBe(201);
    expect(((await byUrl.json()) as Customer).imageUrls).toEqual(["https://example.com/pocket.jpg"]);

    const byData = await asAdmin(`/api/customers/${customer.id}/images`, { method: "POST", json: { imageUrl: dataUrl(PNG), title: "Side" } });
    expect(byData.status).toBe(201);
    const stored = ((await byData.json()) as Customer).imageUrls[1]!;
    expect(stored).toMatch(/^\/objects\/.+\.png$/);
    const object = objects.objects.get(stored.slice("/objects/".length));
    expect(object?.contentType).toBe("image/png");
    expect((await readImage(object!.bytes)).pixels).toEqual((await readImage(PNG)).pixels);

    const removed = await asAdmin(`/api/customers/${customer.id}/remove-image`, { method: "POST", json: { imageUrl: stored } });
    expect(removed.status).toBe(200);
    expect(((await removed.json()) as Customer).imageUrls).toEqual(["https://example.com/pocket.jpg"]);
    expect(objects.objects.has(stored.slice("/objects/".length))).toBe(false);
    const again = await asAdmin(`/api/customers/${customer.id}/remove-image`, { method: "POST", json: { imageUrl: stored } });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "Image not found" });
  });

  it("keeps a phone photo upright without its EXIF location, an animated GIF's frames, and no PNG text", async () => {
    const customer = await create({ name: "Phone Photos" });
    const add = async (bytes: Uint8Array, type: string) => {
      const response = await asAdmin(`/api/customers/${customer.id}/images`, { method: "POST", json: { imageUrl: dataUrl(bytes, type) } });
      expect(response.status).toBe(201);
      const path = ((await response.json()) as Customer).imageUrls.at(-1)!;
      return { path, ...objects.objects.get(path.slice("/objects/".length))! };
    };

    const photo = await add(await samplePhotoJpeg(30, 20, 6), "image/jpeg");
    expect(photo.contentType).toBe("image/jpeg");
    const stored = await readImage(photo.bytes);
    expect(stored).toMatchObject({ format: "jpeg", width: 20, height: 30 });
    expect(stored.exif).toBeUndefined();
    expect(stored.xmp).toBeUndefined();

    const gif = await add(await sampleAnimatedGif(3), "image/gif");
    expect(gif.path).toMatch(/\.gif$/);
    expect(await readImage(gif.bytes)).toMatchObject({ format: "gif", pages: 3 });

    const png = await add(withPngText(PNG, "Comment", "Casey, 12 Main St"), "image/png");
    expect((await readImage(png.bytes)).comments).toBeUndefined();
  });

  it("refuses lookalikes with 415 and absurd dimensions with 413, storing nothing", async () => {
    const customer = await create({ name: "Lookalike Owner" });
    const post = (bytes: Uint8Array, type: string) =>
      asAdmin(`/api/customers/${customer.id}/images`, { method: "POST", json: { imageUrl: dataUrl(bytes, type) } });
    const before = objects.objects.size;
    for (const [bytes, type] of [
      [text("GIF89a<script>alert(document.cookie)</script>"), "image/gif"],
      [Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...text("junk, not a chunk")]), "image/png"],
    ] as const) {
      const response = await post(bytes, type);
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ message: "The file is not a supported image (JPEG, PNG, GIF, WebP, HEIC or AVIF)" });
    }
    const huge = await post(await jpegClaimingSize(60_000, 60_000), "image/jpeg");
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ message: "Image dimensions too large (at most 64 megapixels)" });
    expect(objects.objects.size).toBe(before);
    expect(((await (await asAdmin(`/api/customers/${customer.id}`)).json()) as Customer).imageUrls).toEqual([]);
  });

  it("refuses bad pocket images: missing, too large, not an image, unknown customer", async () => {
    const customer = await create({ name: "Picky Owner" });
    const post = (json: unknown, id = customer.id) => asAdmin(`/api/customers/${id}/images`, { method: "POST", json });

    const missing = await post({ title: "x" });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ message: "Image URL required", errors: { imageUrl: "Image URL required" } });

    const prefix = "data:image/png;base64,";
    const tooLarge = await post({ imageUrl: prefix + "A".repeat(10_000_001 - prefix.length) });
    expect(tooLarge.status).toBe(400);
    expect(await tooLarge.json()).toEqual({ message: "Image too large", errors: { imageUrl: "Maximum file size is 10MB" } });

    const notImage = await post({ imageUrl: dataUrl(new TextEncoder().encode("<svg onload='alert(1)'></svg>"), "image/svg+xml") });
    expect(notImage.status).toBe(415);
    expect(await notImage.json()).toEqual({ message: "The file is not a supported image (JPEG, PNG, GIF, WebP, HEIC or AVIF)" });

    expect((await post({ imageUrl: "data:image/png;base64,@@@" })).status).toBe(400);
    expect((await post({ imageUrl: "javascript:alert(1)" })).status).toBe(400);
    expect((await post({ imageUrl: "/x.jpg" }, 999_999)).status).toBe(404);
    expect((await post({ imageUrl: dataUrl(PNG) }, 999_999)).status).toBe(404);
    expect((await asAdmin(`/api/customers/${customer.id}/images`, { method: "POST", body: "{", headers: { "content-type": "application/json" } })).status).toBe(
      400,
    );

    const removeMissing = await asAdmin(`/api/customers/${customer.id}/remove-image`, { method: "POST", json: {} });
    expect(removeMissing.status).toBe(400);
    expect(await removeMissing.json()).toEqual({ message: "Image URL required", errors: { imageUrl: "Image URL required" } });
    expect((await asAdmin("/api/customers/999999/remove-image", { method: "POST", json: { imageUrl: "/x.jpg" } })).status).toBe(404);
    expect(((await (await asAdmin(`/api/customers/${customer.id}`)).json()) as Customer).imageUrls).toEqual([]);
  });
});

describe("/api/customers with the built-in disk store", () => {
  const app = useTestApp();
  const asAdmin = adminSession(app);

  it("stores a data-URL pocket image on disk and serves it back byte for byte to anyone", async () => {
    const customer = (await (await asAdmin("/api/customers", { method: "POST", json: { name: "Disk Stored" } })).json()) as Customer;
    const added = await asAdmin(`/api/customers/${customer.id}/images`, { method: "POST", json: { imageUrl: dataUrl(PNG) } });
    expect(added.status).toBe(201);
    const [path] = ((await added.json()) as Customer).imageUrls;
    expect(path).toMatch(/^\/objects\/[0-9a-f]+\.png$/);
    const served = await app().request(path!);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const bytes = new Uint8Array(await served.arrayBuffer());
    expect(bytes).toEqual(new Uint8Array(await readFile(join(app().dataDir, "objects", path!.slice("/objects/".length)))));
    expect((await readImage(bytes)).pixels).toEqual((await readImage(PNG)).pixels);

    const removed = await asAdmin(`/api/customers/${customer.id}/remove-image`, { method: "POST", json: { imageUrl: path } });
    expect(removed.status).toBe(200);
    expect((await app().request(path!)).status).toBe(404);
  });
});
