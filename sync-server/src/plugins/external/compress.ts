import { Readable } from "node:stream";
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from "node:zlib";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";

/** Below this a reply is sent as it is: compressing it would save less than its headers cost. */
const compressThresholdBytes = 1024;

const brotliOptions = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
const gzipOptions = { level: 6 };

/** The encoding to answer in: brotli when the client takes it, else gzip, else none. */
function encodingFor(accepted: string | undefined): "br" | "gzip" | undefined {
  if (!accepted) return undefined;
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return undefined;
}

/**
 * Compresses the API's text replies above 1 KiB (a sync pull of a few hundred rows shrinks
 * tenfold): brotli at a quality cheap enough per reply, else gzip, on zlib's thread pool so a
 * large pull does not hold up other requests. The app's files are compressed once at build time
 * and served as they are (plugins/app/pwa.ts).
 *
 * Written here rather than with @fastify/compress: measured on our 2-core machine, that plugin
 * cost 28–35 µs of CPU on every request, even one it did not compress (the whole rest of
 * `/api/health` costs about 23), and even registered with `global: false`.
 */
export const compress = fp(
  async (app: FastifyInstance) => {
    // A callback hook, not an async one: every reply passes here, most of them untouched.
    app.addHook("onSend", (request: FastifyRequest, reply: FastifyReply, payload: unknown, done) => {
      if (typeof payload !== "string" || payload.length < compressThresholdBytes) return done(null, payload);
      if (reply.getHeader("content-encoding")) return done(null, payload);
      reply.header("vary", "accept-encoding");
      const encoding = encodingFor(request.headers["accept-encoding"]);
      if (!encoding) return done(null, payload);
      const sent = (error: Error | null, body: Buffer) => {
        if (error) return done(error);
        reply.header("content-encoding", encoding);
        reply.header("content-length", body.length);
        done(null, body);
      };
      if (encoding === "br") brotliCompress(payload, brotliOptions, sent);
      else gzip(payload, gzipOptions, sent);
    });
  },
  { name: "compress" },
);

/**
 * A reply made of parts as they come (a streamed pull's pages), compressed as the client accepts,
 * each part flushed on its own so the client can use it while the next is made. Waits for the
 * client to take each part before making the next (a slow reader holds the server to a part or
 * two), and stops making parts once the client is gone.
 */
export function compressedStream(request: FastifyRequest, reply: FastifyReply, parts: AsyncIterable<string>): Readable {
  reply.header("vary", "accept-encoding");
  const encoding = encodingFor(request.headers["accept-encoding"]);
  if (!encoding) return Readable.from(parts);
  reply.header("content-encoding", encoding);
  const zip = encoding === "br" ? createBrotliCompress(brotliOptions) : createGzip(gzipOptions);
  const taken = () =>
    new Promise<void>((resolve) => {
      const done = () => {
        zip.off("drain", done);
        zip.off("close", done);
        resolve();
      };
      zip.once("drain", done);
      zip.once("close", done);
    });
  void (async () => {
    try {
      for await (const part of parts) {
        if (zip.destroyed) return;
        const room = zip.write(part);
        zip.flush();
        if (!room) await taken();
      }
      zip.end();
    } catch (error) {
      zip.destroy(error as Error);
    }
  })();
  return zip;
}
