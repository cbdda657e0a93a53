import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config.js";
import { StartupError } from "../startup-error.js";
import { assertKey, type BlobStore } from "./blob-store.js";

const prefix = "attachments/";

/** Objects in an S3-compatible bucket, shared by every server process on the same database. */
export class S3BlobStore implements BlobStore {
  readonly kind = "s3";
  readonly #client: S3Client;

  constructor(private readonly settings: S3Settings) {
    this.#client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // A checksum only where S3 requires one: streamed bodies then go as they are, which every
      // S3-compatible service accepts (the upload is checked by its SHA-256 before it gets here).
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      maxAttempts: 3,
      // A refused upload fails its stream on purpose; the caller reports it, not the client's console.
      logger: { trace() {}, debug() {}, info() {}, warn() {}, error() {} },
    });
  }

  #key(key: string): string {
    assertKey(key);
    return `${prefix}${key}`;
  }

  async check(): Promise<void> {
    try {
      await this.#client.send(new HeadBucketCommand({ Bucket: this.settings.bucket }));
    } catch (error) {
      const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
      const why = status === 404 ? "it does not exist" : status === 403 ? "the keys may not use it" : String(error);
      throw new StartupError(`S3_BUCKET ${this.settings.bucket} cannot be reached: ${why}`);
    }
  }

  async put(key: string, body: Readable, bytes: number): Promise<void> {
    // A body that fails (a check refused it, the client went away) stops the request, which the
    // bucket then drops: short of its length, it stores nothing.
    const stop = new AbortController();
    const onError = (error: Error) => stop.abort(error);
    body.once("error", onError);
    try {
      await this.#client.send(
        new PutObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key), Body: body, ContentLength: bytes }),
        { abortSignal: stop.signal },
      );
    } finally {
      body.off("error", onError);
    }
  }

  async get(key: string): Promise<Readable | undefined> {
    try {
      const object = await this.#client.send(
        new GetObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key) }),
      );
      return object.Body as Readable;
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === "NoSuchKey") return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.#client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.#key(key) }));
  }

  /** A bucket keeps nothing of a PUT cut short. */
  async sweepPartial(): Promise<number> {
    return 0;
  }

  async *keys(): AsyncIterable<string> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.settings.bucket, Prefix: prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key.slice(prefix.length);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
