import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";
import type { S3Settings } from "./s3-bucket.ts";

/** A real S3-compatible server on loopback, for tests; each `newBucket` is empty. */
export type S3TestServer = { endpoint: string; newBucket(): Promise<S3Settings>; close(): Promise<void> };

type S3rver = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: { address: string; port: number; silent: boolean; directory: string }) => S3rver;

/** Named through a variable: s3rver is a dev dependency without types, and may be missing. */
const S3RVER = "s3rver";
const CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" };

/**
 * Starts s3rver on 127.0.0.1 on a free port, keeping its files in a fresh
 * temporary folder; null (with the reason on stderr) when it cannot, so
 * suites skip instead of failing where it is not installed.
 */
export async function startS3TestServer(): Promise<S3TestServer | null> {
  let directory: string | undefined;
  try {
    const { default: S3rverServer } = (await import(S3RVER)) as { default: S3rverClass };
    directory = await mkdtemp(join(tmpdir(), "s3rver-"));
    const server = new S3rverServer({ address: "127.0.0.1", port: 0, silent: true, directory });
    const { port } = await server.run();
    const endpoint = `http://127.0.0.1:${port}`;
    const client = new S3Client({ endpoint, region: "us-east-1", forcePathStyle: true, credentials: CREDENTIALS });
    const folder = directory;
    return {
      endpoint,
      async newBucket() {
        const bucket = `test-${crypto.randomUUID()}`;
        await client.send(new CreateBucketCommand({ Bucket: bucket }));
        return { bucket, endpoint, region: "us-east-1", ...CREDENTIALS };
      },
      async close() {
        client.destroy();
        await server.close();
        await rm(folder, { recursive: true, force: true });
      },
    };
  } catch (error) {
    console.warn(`The S3 test server (s3rver) could not start, so the S3 suites are skipped: ${(error as Error).message}`);
    if (directory) await rm(directory, { recursive: true, force: true });
    return null;
  }
}
