import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";

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

/**
 * One bucket, through the AWS SDK (the only module of the app that imports
 * it). Every store keeps its objects under its own prefix (`objects/`,
 * `labels/`, `uploads/`) and checks its names before they reach a key.
 */
export class S3Bucket {
  /** The origin of presigned URLs: the endpoint's, or on AWS the bucket's own host under amazonaws.com. */
  readonly origin: string;
  private readonly client: S3Client;
  private readonly name: string;

  constructor(settings: S3Settings) {
    this.name = settings.bucket;
    this.origin = settings.endpoint ? new URL(settings.endpoint).origin : "https://*.amazonaws.com";
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
      ...(settings.accessKeyId && settings.secretAccessKey
        ? { credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } }
        : {}),
      // A checksum computed by default would sign an empty body's into presigned PUT URLs; the
      // compatible services we target also do not all know the newer checksum headers.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.name, Key: key, Body: bytes, ContentType: contentType, ContentLength: bytes.byteLength }));
  }

  /** The object's bytes and stored type, or null when there is none. */
  async get(key: string): Promise<{ bytes: Uint8Array; contentType: string | undefined } | null> {
    try {
      const found = await this.client.send(new GetObjectCommand({ Bucket: this.name, Key: key }));
      const bytes = found.Body ? await found.Body.transformToByteArray() : new Uint8Array();
      return { bytes, contentType: found.ContentType };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** The object's size in bytes without reading it, or null when there is none. */
  async size(key: string): Promise<number | null> {
    try {
      return (await this.client.send(new HeadObjectCommand({ Bucket: this.name, Key: key }))).ContentLength ?? 0;
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  /** Removing a key that holds nothing succeeds, as S3 does. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.name, Key: key }));
  }

  /** Every key under the prefix, a page of a thousand at a time. */
  async list(prefix: string): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(new ListObjectsV2Command({ Bucket: this.name, Prefix: prefix, ContinuationToken: token }));
      for (const entry of page.Contents ?? []) if (entry.Key) keys.push(entry.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** A URL anyone may PUT the key's bytes to, for `lifetimeSeconds`. */
  presignPut(key: string, lifetimeSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new PutObjectCommand({ Bucket: this.name, Key: key }), { expiresIn: lifetimeSeconds });
  }
}

const isNotFound = (error: unknown) =>
  (error instanceof S3ServiceException || (typeof error === "object" && error !== null && "$metadata" in error)) &&
  (error as S3ServiceException).$metadata?.httpStatusCode === 404;
