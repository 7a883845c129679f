import { readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readImage, samplePhotoJpeg, samplePng } from "@stringing/adapters/images/sample-images";
import { openDatabase } from "@stringing/adapters/postgres/db";
import { openPgliteTestDatabase, openServerTestDatabase, type TestDatabase } from "@stringing/adapters/postgres/test-databases";
import { S3Bucket, type S3Settings } from "@stringing/adapters/s3/s3-bucket";
import { S3DirectUploads } from "@stringing/adapters/s3/s3-direct-uploads";
import { S3ObjectStore } from "@stringing/adapters/s3/s3-object-store";
import { startS3TestServer } from "@stringing/adapters/s3/s3-test-server";
import { validOrderForm } from "@stringing/core/testing/order-form-fixture";
import { createTestApp, type TestApp } from "./testing/test-app.ts";

const MB = 1024 * 1024;
const server = await startS3TestServer();
const serverUrl = process.env.DATABASE_URL;

/**
 * Two instances of the app, as behind a load balancer: one database (a
 * Postgres server when DATABASE_URL is set, else one embedded database both
 * use), one bucket, each its own DATA_DIR and no disk in common. Every flow
 * that stores a file goes through one instance and is read through the other.
 */
describe.skipIf(!server)("two instances, one database, one bucket, no shared disk", () => {
  let database: TestDatabase;
  let one: TestApp;
  let two: TestApp;
  let bucket: S3Settings;
  let admin: string;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    bucket = await server!.newBucket();
    database = serverUrl ? await openServerTestDatabase(serverUrl) : await openPgliteTestDatabase();
    const secondPool = database.url ? await openDatabase({ url: database.url }) : null;
    // Upload tickets are signed on one instance and may be checked on the other.
    const shared = { s3: bucket, appSecretKey: "ab".repeat(32) };
    one = await createTestApp(database, shared);
    two = await createTestApp(secondPool ? { handle: secondPool, dispose: () => secondPool.close() } : database, shared);
    admin = await one.signIn("admin");
    cleanUp = async () => {
      await secondPool?.close();
      await database.dispose();
      for (const app of [one, two]) await rm(app.dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await cleanUp?.();
    await server?.close();
  });

  const inBucket = (objectPath: string) => new S3ObjectStore(new S3Bucket(bucket)).get(objectPath.slice("/objects/".length));
  /** GET through the instance: the bucket's bytes exactly, with the disk store's headers. */
  const served = async (app: TestApp, objectPath: string) => {
    const response = await app.request(objectPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(bytes).toEqual((await inBucket(objectPath))?.bytes);
    return { type: response.headers.get("content-type"), bytes };
  };
  const issueUploadUrl = async (app: TestApp) => {
    const response = await app.request("/api/objects/upload", { method: "POST", cookie: admin });
    expect(response.status).toBe(200);
    return ((await response.json()) as { uploadURL: string }).uploadURL;
  };
  /** The browser's PUT: straight to the bucket, no cookie. */
  const putToBucket = async (uploadURL: string, bytes: Uint8Array) => {
    const response = await fetch(uploadURL, { method: "PUT", body: bytes as Uint8Array<ArrayBuffer>, headers: { "Content-Type": "image/jpeg" } });
    expect(response.status).toBe(200);
  };
  const claim = (app: TestApp, imageURL: string) => app.request("/api/admin/upload-image", { method: "PUT", cookie: admin, json: { imageURL } });
  const nothingOnDisk = async () => {
    for (const app of [one, two]) {
      for (const folder of ["objects", "labels"]) expect(await readdir(join(app.dataDir, folder)).catch(() => [])).toEqual([]);
    }
  };

  it("crops to the bucket: the URL from one instance is a presigned PUT, the other claims it, both serve it", async () => {
    const issued = await one.request("/api/objects/upload", { method: "POST", cookie: admin });
    // The admin's page may connect to the bucket, and only there besides itself.
    expect(issued.headers.get("content-security-policy")).toContain(`connect-src 'self' ${bucket.endpoint};`);
    const { uploadURL } = (await issued.json()) as { uploadURL: string };
    expect(uploadURL.startsWith(`${bucket.endpoint}/${bucket.bucket}/uploads/`)).toBe(true);
    const jpeg = await samplePhotoJpeg(12, 8);
    await putToBucket(uploadURL, jpeg);

    const claimed = await claim(two, uploadURL);
    expect(claimed.status).toBe(200);
    const { objectPath } = (await claimed.json()) as { objectPath: string };
    expect(objectPath).toMatch(/^\/objects\/[0-9a-f]{32}\.jpg$/);
    expect(await (await claim(one, uploadURL)).json()).toEqual({ objectPath });

    const fromOne = await served(one, objectPath);
    const fromTwo = await served(two, objectPath);
    expect(fromOne).toEqual(fromTwo);
    expect(fromOne.type).toBe("image/jpeg");
    expect((await readImage(fromOne.bytes)).pixels).toEqual((await readImage(jpeg)).pixels);
    await nothingOnDisk();
  });

  it("keeps the upload limits: not an image is a 415, past 20 MB a 413, and the raw uploads are dropped", async () => {
    const renamed = await issueUploadUrl(two);
    await putToBucket(renamed, new TextEncoder().encode("GIF89a<script>alert(1)</script>"));
    const refused = await claim(one, renamed);
    expect(refused.status).toBe(415);
    expect(await refused.json()).toEqual({ message: "Only image files can be uploaded" });

    const big = await issueUploadUrl(one);
    await putToBucket(big, samplePng(2, 2, 20 * MB + 1));
    expect((await claim(two, big)).status).toBe(413);

    const raw = new S3DirectUploads(new S3Bucket(bucket));
    for (const url of [renamed, big]) expect(await raw.take(raw.idOf(url)!, 1)).toBeNull();

    const never = await issueUploadUrl(two);
    expect((await claim(one, never)).status).toBe(400);
    expect(await (await one.request("/objects/0123456789abcdef0123456789abcdef.png")).json()).toEqual({ message: "Not found" });
    await nothingOnDisk();
  });

  it("stores a multipart upload through one instance and serves it through the other", async () => {
    const form = new FormData();
    form.append("image", new File([samplePng(6, 4) as Uint8Array<ArrayBuffer>], "pocket.png", { type: "image/png" }));
    const uploaded = await two.request("/api/upload", { method: "POST", cookie: admin, body: form });
    expect(uploaded.status).toBe(200);
    const { imageUrl } = (await uploaded.json()) as { imageUrl: string };
    expect((await served(one, imageUrl)).type).toBe("image/png");
  });

  it("keeps a pocket image in the bucket: added through one instance, listed and served by the other, removed through the first", async () => {
    const created = await one.request("/api/customers", { method: "POST", cookie: admin, json: { name: "Pocket Owner", email: "pocket@example.com" } });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const dataUrl = `data:image/png;base64,${Buffer.from(samplePng(5, 5)).toString("base64")}`;
    const added = await two.request(`/api/customers/${id}/images`, { method: "POST", cookie: admin, json: { imageUrl: dataUrl } });
    expect(added.status).toBe(201);

    const listed = (await (await one.request(`/api/customers/${id}`, { cookie: admin })).json()) as { imageUrls: string[] };
    const [imageUrl] = listed.imageUrls;
    expect((await served(two, imageUrl!)).type).toBe("image/png");

    expect((await one.request(`/api/customers/${id}/remove-image`, { method: "POST", cookie: admin, json: { imageUrl } })).status).toBe(200);
    expect(await inBucket(imageUrl!)).toBeNull();
    expect((await two.request(imageUrl!)).status).toBe(404);
    await nothingOnDisk();
  });

  it("keeps labels in the bucket: bought through one instance, downloaded by admins through the other", async () => {
    const ordered = await two.request("/api/orders", { method: "POST", json: validOrderForm() });
    expect(ordered.status).toBe(201);
    const { id } = (await ordered.json()) as { id: number };
    const label = await one.request(`/api/shipping/create-label/${id}`, { method: "POST", cookie: admin });
    expect(label.status).toBe(200);
    const { labelUrl } = (await label.json()) as { labelUrl: string };

    const pdf = await two.request(labelUrl, { cookie: admin });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    expect((await two.request(labelUrl)).status).toBe(401);
    await nothingOnDisk();
  });
});
