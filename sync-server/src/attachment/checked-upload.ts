import { createHash } from "node:crypto";
import { Readable, Transform, type TransformCallback } from "node:stream";
import { type Attachment, mediaTypeOfBytes, sniffBytes } from "@odo/domain";
import { ApiError } from "../errors.js";

/**
 * An upload's body once its first bytes show it is the type its record names (a JPEG, PNG, WebP
 * or PDF by its signature, whatever the request claims): the store is never asked to keep anything
 * else. The bytes read to decide are given back in front of the rest.
 */
export async function typeCheckedBody(
  body: Readable,
  expected: Pick<Attachment, "mediaType" | "bytes">,
): Promise<Readable> {
  const chunks = body[Symbol.asyncIterator]();
  const head: Buffer[] = [];
  let length = 0;
  while (length < sniffBytes) {
    const next = await chunks.next();
    if (next.done) break;
    head.push(next.value);
    length += next.value.length;
  }
  if (mediaTypeOfBytes(Buffer.concat(head)) !== expected.mediaType) {
    // The rest is read and dropped, up to the size promised, so the 415 reaches the phone: a
    // connection cut mid-upload reads as a network failure, and the phone would retry for ever.
    drainUpTo(body, expected.bytes);
    throw new ApiError("ATTACHMENT_TYPE");
  }
  return Readable.from(
    (async function* () {
      yield* head;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value as Buffer;
    })(),
    { objectMode: false },
  );
}

/** Reads a refused body to its end and drops it, or cuts it once it runs past `limit` bytes. */
function drainUpTo(body: Readable, limit: number): void {
  let read = 0;
  body.on("data", (chunk: Buffer) => {
    read += chunk.length;
    if (read > limit) body.destroy();
  });
  body.on("error", () => undefined);
  body.resume();
}

/**
 * The bytes of an upload as they stream to the store, checked on the way (issue "Receipts, photos
 * and papers"): never more than the record promised, and at the end exactly its size and SHA-256.
 * A failed check fails the stream, so the store keeps nothing and the client is told why
 * (`refusal`); no file is ever held whole in memory. The last chunk is held back until the digest
 * is checked: a bucket that takes a PUT of the promised length must never receive all of a wrong
 * file, or it would keep it in place of the right one another upload just stored.
 */
export class CheckedUpload extends Transform {
  readonly #hash = createHash("sha256");
  #received = 0;
  #held: Buffer | undefined;
  refusal: ApiError | undefined;

  constructor(private readonly expected: Pick<Attachment, "bytes" | "sha256">) {
    super();
  }

  #fail(error: ApiError, callback: TransformCallback): void {
    this.refusal = error;
    callback(error);
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#received += chunk.length;
    if (this.#received > this.expected.bytes) {
      this.#fail(new ApiError("ATTACHMENT_TOO_LARGE"), callback);
      return;
    }
    this.#hash.update(chunk);
    const previous = this.#held;
    this.#held = chunk;
    callback(null, previous);
  }

  override _flush(callback: TransformCallback): void {
    const digest = this.#hash.digest("hex");
    if (this.#received !== this.expected.bytes || digest !== this.expected.sha256) {
      this.#fail(new ApiError("ATTACHMENT_MISMATCH"), callback);
      return;
    }
    callback(null, this.#held);
  }
}
