import { afterAll, describe, expect, it } from "vitest";
import { objectStoreContract } from "@stringing/core/testing/contracts/object-store-contract";
import { S3Bucket } from "./s3-bucket.ts";
import { S3ObjectStore } from "./s3-object-store.ts";
import { startS3TestServer } from "./s3-test-server.ts";

const server = await startS3TestServer();
afterAll(() => server?.close());

describe.skipIf(!server)("S3ObjectStore on a real S3-compatible server", () => {
  it("keeps each object under objects/ with its type, and serves it back byte for byte", async () => {
    const settings = await server!.newBucket();
    const bucket = new S3Bucket(settings);
    const store = new S3ObjectStore(bucket);
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 1, 2, 255]);
    const stored = await store.put(bytes, "image/JPEG; charset=binary", ".JPG");
    expect(stored).toEqual({ key: expect.stringMatching(/^[0-9a-f]{32}\.jpg$/), publicPath: `/objects/${stored.key}`, contentType: "image/jpeg", size: 8 });
    expect(await bucket.get(`objects/${stored.key}`)).toEqual({ bytes, contentType: "image/jpeg" });
    expect(await store.get(stored.key)).toEqual({ bytes, contentType: "image/jpeg" });
    expect(await store.get(`../objects/${stored.key}`)).toBeNull();
  });

  it("falls back to the extension's type when the stored one is not a media type, and refuses odd extensions", async () => {
    const bucket = new S3Bucket(await server!.newBucket());
    const store = new S3ObjectStore(bucket);
    await bucket.put("objects/0123456789abcdef0123456789abcdef.webp", new Uint8Array([1]), "not a type");
    expect((await store.get("0123456789abcdef0123456789abcdef.webp"))?.contentType).toBe("image/webp");
    expect((await store.put(new Uint8Array([1]), "not a type", "bin")).contentType).toBe("application/octet-stream");
    await expect(store.put(new Uint8Array([1]), "image/png", "../x")).rejects.toThrow(/extension/);
  });

  it("answers a bucket it cannot reach with an error, not with an empty answer", async () => {
    const store = new S3ObjectStore(new S3Bucket({ ...(await server!.newBucket()), bucket: "no-such-bucket-here" }));
    await expect(store.put(new Uint8Array([1]), "image/png", "png")).rejects.toThrow();
  });
});

describe.skipIf(!server)("S3ObjectStore against the port contract", () => {
  objectStoreContract(async () => ({ subject: new S3ObjectStore(new S3Bucket(await server!.newBucket())) }));
});
