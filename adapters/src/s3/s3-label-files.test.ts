import { afterAll, describe, expect, it } from "vitest";
import { labelFilesContract } from "@stringing/core/testing/contracts/label-files-contract";
import { S3Bucket } from "./s3-bucket.ts";
import { S3LabelFiles } from "./s3-label-files.ts";
import { startS3TestServer } from "./s3-test-server.ts";

const server = await startS3TestServer();
afterAll(() => server?.close());

describe.skipIf(!server)("S3LabelFiles on a real S3-compatible server", () => {
  it("keeps each PDF under labels/ as application/pdf", async () => {
    const bucket = new S3Bucket(await server!.newBucket());
    const pdf = new TextEncoder().encode("%PDF-1.4 label");
    const { url } = await new S3LabelFiles(bucket).save(pdf);
    expect(await bucket.get(`labels/${url.split("/").pop()}`)).toEqual({ bytes: pdf, contentType: "application/pdf" });
  });
});

describe.skipIf(!server)("S3LabelFiles against the port contract", () => {
  labelFilesContract(async () => ({ subject: new S3LabelFiles(new S3Bucket(await server!.newBucket())) }));
});
