// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
// sends compressed bytes without compressing per request (@fastify/static's `preCompressed`).
// Run after `vite build`. Brotli at its best quality: this runs once per build, not per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

const dist = new URL("../dist/", import.meta.url).pathname;
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
// Below this, the headers cost more than compression saves.
const minimumBytes = 1024;

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

let before = 0;
let afterBrotli = 0;
for (const path of files(dist)) {
  if (!compressible.test(path) || path.includes("/.vite/")) continue;
  const content = readFileSync(path);
  if (content.length < minimumBytes) continue;
  const brotli = brotliCompressSync(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
  before += content.length;
  afterBrotli += brotli.length;
}
console.log(
  `Precompressed: ${(before / 1024).toFixed(0)} kB of text files → ${(afterBrotli / 1024).toFixed(0)} kB brotli`,
);
