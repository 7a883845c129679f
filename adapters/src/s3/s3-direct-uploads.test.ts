import { afterAll, describe, expect, it } from "vitest";
import { directUploadsContract } from "@stringing/core/testing/contracts/direct-uploads-contract";
import { S3Bucket } from "./s3-bucket.ts";
import { S3DirectUploads } from "./s3-direct-uploads.ts";
import { startS3TestServer } from "./s3-test-server.ts";

const server = await startS3TestServer();
afterAll(() => server?.close());

const ID = "0123456789abcdef0123456789abcdef";
/** As the browser does it: no credentials, the cropper's content type, the URL as issued. */
const putTo = async (url: string, bytes: Uint8Array) => {
  const response = await fetch(url, { method: "PUT", body: bytes as Uint8Array<ArrayBuffer>, headers: { "Content-Type": "image/jpeg" } });
  if (!response.ok) throw new Error(`PUT ${url}: ${response.status} ${await response.text()}`);
};

describe.skipIf(!server)("S3DirectUploads on a real S3-compatible server", () => {
  it("presigns a PUT to uploads/<id> on the bucket, for the lifetime asked", async () => {
    const settings = await server!.newBucket();
    const uploads = new S3DirectUploads(new S3Bucket(settings));
    const url = new URL(await uploads.urlFor(ID, 15 * 60 * 1000));
    expect(`${url.origin}${url.pathname}`).toBe(`${settings.endpoint}/${settings.bucket}/uploads/${ID}`);
    expect(uploads.origin).toBe(url.origin);
    expect(new S3DirectUploads(new S3Bucket({ bucket: "shop", region: "eu-west-1" })).origin).toBe("https://*.amazonaws.com");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("900");
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    await expect(uploads.urlFor("../objects/x", 1000)).rejects.toThrow(/upload id/);
  });

  it("takes an empty upload as no bytes", async () => {
    const uploads = new S3DirectUploads(new S3Bucket(await server!.newBucket()));
    await putTo(await uploads.urlFor(ID, 60_000), new Uint8Array());
    expect(await uploads.take(ID, 10)).toEqual(new Uint8Array());
  });
});

describe.skipIf(!server)("S3DirectUploads against the port contract", () => {
  directUploadsContract(async () => ({ subject: { uploads: new S3DirectUploads(new S3Bucket(await server!.newBucket())), putTo } }));
});
