import { Transform, type TransformCallback } from "node:stream";
import { ApiError } from "../errors.js";

/**
 * Bytes passed through as they come, failing with UPLOAD_TIMEOUT when none came for `idleMs` or
 * the whole took longer than `maxMs`: a stalled upload holds nothing open for long.
 */
export class UploadDeadline extends Transform {
  #idle: NodeJS.Timeout | undefined;
  readonly #overall: NodeJS.Timeout;

  constructor(
    private readonly idleMs: number,
    maxMs: number,
  ) {
    super();
    this.#overall = setTimeout(() => this.#expire(), maxMs);
    this.#overall.unref();
    this.#arm();
    this.once("close", () => this.#stop());
  }

  #arm(): void {
    if (this.#idle) clearTimeout(this.#idle);
    this.#idle = setTimeout(() => this.#expire(), this.idleMs);
    this.#idle.unref();
  }

  #stop(): void {
    if (this.#idle) clearTimeout(this.#idle);
    clearTimeout(this.#overall);
  }

  #expire(): void {
    this.#stop();
    this.destroy(new ApiError("UPLOAD_TIMEOUT"));
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#arm();
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.#stop();
    callback();
  }
}
