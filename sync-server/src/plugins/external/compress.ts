import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/**
 * Compresses API replies above 1 KiB (a sync pull of a few hundred rows shrinks tenfold), brotli
 * at a quality cheap enough to run per reply, else gzip. The app's files are compressed once at
 * build time and served as they are (plugins/app/pwa.ts), so nothing compresses them per request.
 */
export const compress = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: 1024,
      encodings: ["br", "gzip"],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: "compress" },
);
