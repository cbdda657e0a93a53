import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import type { S3Settings } from "../../src/config.js";

/**
 * A real S3-compatible server on loopback (s3rver, an npm implementation of the S3 API over a
 * folder), for the S3 backend's tests: the real client speaks real S3 HTTP to it, nothing mocked.
 */
export async function startS3Server(bucket = "odo-files") {
  const directory = mkdtempSync(join(tmpdir(), "odo-s3-"));
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    directory,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
  return {
    settings,
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
