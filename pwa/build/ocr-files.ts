import { copyFileSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(join(packageDir(name), "package.json"), "utf8")) as { version: string }).version;

/**
 * The OCR engine's files (issue "Snap to log"), copied from the packages the lock file pins into
 * `dist/ocr/<version>/`, by their own names (tesseract.js picks its core by the browser's features
 * within one folder): the worker, the LSTM cores (relaxed SIMD, SIMD, plain; a browser fetches
 * one) and the Spanish model (`4.0.0_best_int`). They are never precached: a phone fetches them the
 * first time it reads a photo, and the service worker keeps them (`sw.ts`). The folder's version
 * changes with the engine's, so an old phone's cache never mixes two.
 */
export function ocrFiles(): Plugin & { base: string; downloadBytes: () => number } {
  const base = `/ocr/${versionOf("tesseract.js")}-${versionOf("tesseract.js-core")}`;
  const files = [
    [join(packageDir("tesseract.js"), "dist", "worker.min.js"), "worker.min.js"],
    ...["relaxedsimd-lstm", "simd-lstm", "lstm"].map((build) => {
      const name = `tesseract-core-${build}.wasm.js`;
      return [join(packageDir("tesseract.js-core"), name), name];
    }),
    [join(packageDir("@tesseract.js-data/spa"), "4.0.0_best_int", "spa.traineddata.gz"), "spa.traineddata.gz"],
  ] as const;
  let outDir = "dist";
  return {
    name: "odo-ocr-files",
    base,
    /**
     * What a phone fetches once, as the screen tells it: the worker and one core compressed as the
     * server sends them (gzip at least), and the model, which is compressed already.
     */
    downloadBytes: () =>
      files.reduce((total, [from, name]) => {
        const bytes = readFileSync(from);
        const sent = name.endsWith(".gz") ? bytes.length : gzipSync(bytes).length;
        // One core of the three: a browser fetches the one its features run.
        return name.startsWith("tesseract-core-") && name !== "tesseract-core-lstm.wasm.js" ? total : total + sent;
      }, 0),
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const target = join(outDir, base);
      mkdirSync(target, { recursive: true });
      for (const [from, name] of files) copyFileSync(from, join(target, name));
    },
  };
}
