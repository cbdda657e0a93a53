import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);

/**
 * The barcode reader's WebAssembly (ZXing-C++, `zxing-wasm/reader`) for browsers without a
 * BarcodeDetector, copied into `dist/barcode/<version>/`: never precached, fetched the first time a
 * VIN's barcode is read, and kept by the service worker for every reading after, offline too
 * (`sw.ts`). The folder changes with the package's version, so glue and binary never mix.
 */
export function barcodeFiles(): Plugin & { base: string } {
  // The package exports its binary, not its package.json: it sits two folders under the root.
  const wasm = require.resolve("zxing-wasm/reader/zxing_reader.wasm");
  const packageDir = resolve(dirname(wasm), "..", "..");
  const { version } = JSON.parse(readFileSync(join(packageDir, "package.json"), "utf8")) as { version: string };
  const base = `/barcode/${version}`;
  let outDir = "dist";
  return {
    name: "odo-barcode-files",
    base,
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const target = join(outDir, base);
      mkdirSync(target, { recursive: true });
      copyFileSync(wasm, join(target, "zxing_reader.wasm"));
    },
  };
}
