import type { S3Client, S3ClientConfig, S3ServiceException } from "@aws-sdk/client-s3";

/** S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY. */
export type S3Settings = {
  bucket: string;
  /** An S3-compatible service's URL (MinIO, R2, B2…); AWS itself when absent. */
  endpoint?: string | undefined;
  region: string;
  /** Both or neither: without them the SDK's usual chain (an instance role, ~/.aws) applies. */
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
};

type Connection = { client: S3Client; sdk: typeof import("@aws-sdk/client-s3"); presigner: typeof import("@aws-sdk/s3-request-presigner") };

/**
 * One bucket, through the AWS SDK (the only module of the app that imports
 * it). Every store keeps its objects under its own prefix (`objects/`,
 * `labels/`, `uploads/`) and checks its names before they reach a key.
 * The SDK loads with the first request (~160 ms and ~20 MB a start, or a
 * server without a bucket, need not spend).
 */
export class S3Bucket {
  /** The origin of presigned URLs: the endpoint's, or on AWS the bucket's own host under amazonaws.com. */
  readonly origin: string;
  private readonly config: S3ClientConfig;
  private connection: Promise<Connection> | undefined;
  private readonly name: string;

  constructor(settings: S3Settings) {
    this.name = settings.bucket;
    this.origin = settings.endpoint ? new URL(settings.endpoint).origin : "https://*.amazonaws.com";
    this.config = {
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // A checksum computed by default would sign an empty body's into presigned PUT URLs; the
      // compatible services we target also do not all know the newer checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    };
  }

  private connect(): Promise<Connection> {
    this.connection ??= Promise.all([import("@aws-sdk/client-s3"), import("@aws-sdk/s3-request-presigner")]).then(([sdk, presigner]) => ({
      client: new sdk.S3Client(this.config),
      sdk,
      presigner,
    }));
    return this.connection;
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const { client, sdk } = await this.connect();
    await client.send(new sdk.PutObjectCommand({ Bucket: this.name, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
  }

  /** The object's bytes and stored type, or null when there is none. */
  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string | undefined } | null> {
    const { client, sdk } = await this.connect();
    try {
      const found = await client.send(new sdk.GetObjectCommand({ Bucket: this.name, Key: key }));
      const bytes = found.Body ? await found.Body.transformToByteArray() : new Uint8Array();
      return { bytes, contentType: found.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The object's size in bytes without reading it, or null when there is none. */
  async size(key: string): Promise<number | null> {
    const { client, sdk } = await this.connect();
    try {
      return (await client.send(new sdk.HeadObjectCommand({ Bucket: this.name, Key: key }))).ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Removing a key that holds nothing succeeds, as S3 does. */
  async delete(key: string): Promise<void> {
    const { client, sdk } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.name, Key: key }));
  }

  /** Every key under the prefix, a page of a thousand at a time. */
  async list(prefix: string): Promise<string[]> {
    const { client, sdk } = await this.connect();
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await client.send(new sdk.ListObjectsV2Command({ Bucket: this.name, Prefix: prefix, ContinuationToken: token }));
      for (const entry of page.Contents ?? []) if (entry.Key) keys.push(entry.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** A URL anyone may PUT the key's bytes to, for `lifetimeSeconds`. */
  async presignPut(key: string, lifetimeSeconds: number): Promise<string> {
    const { client, sdk, presigner } = await this.connect();
    return presigner.getSignedUrl(client, new sdk.PutObjectCommand({ Bucket: this.name, Key: key }), { expiresIn: lifetimeSeconds });
  }
}

const isNotFound = (error: unknown) =>
  typeof error === "object" && error !== null && "$metadata" in error && (error as S3ServiceException).$metadata?.httpStatusCode === 404;
