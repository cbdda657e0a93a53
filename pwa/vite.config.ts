import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { barcodeFiles } from "./build/barcode-files.js";
import { classicScript } from "./build/classic-script.js";
import { ocrFiles } from "./build/ocr-files.js";
import { webManifest } from "./web-manifest.js";

/** The features, the shared helpers and the domain's rules. */
const appModule = /[\\/](src[\\/](shared|features)|domain[\\/]dist)[\\/]/;
/** The landing page's boot script and what only it imports: `/` loads them alone. */
const landingModule = /[\\/]src[\\/]features[\\/]landing[\\/]/;

/** Where the service worker's due check was written: the worker's own build reads it. */
const dueCheck = { script: "" };
/** The OCR engine's files, fetched on a phone's first reading of a photo. */
const ocr = ocrFiles();
/** The barcode reader's WebAssembly, fetched on a phone's first reading of a VIN's barcode. */
const barcode = barcodeFiles();

export default defineConfig({
  define: {
    __ODO_OCR_BASE__: JSON.stringify(ocr.base),
    __ODO_OCR_DOWNLOAD_BYTES__: JSON.stringify(ocr.downloadBytes()),
    __ODO_BARCODE_BASE__: JSON.stringify(barcode.base),
  },
  plugins: [
    ocr,
    barcode,
    // The router plugin must come before React's (route generation and code splitting).
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    // A message without a translation fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    // Appearance and language set before the first paint, from the app's own rules.
    classicScript({ entry: "src/shared/ui/theme-boot.ts", name: "theme.js", replaces: "/theme.js" }),
    // The service worker's due check (Dexie, the domain's rules, zod): the worker loads it only when
    // a periodic sync asks, so each start of the worker loads a few kB instead of some 250.
    classicScript({
      entry: "src/sw/due-check-script.ts",
      name: "due-check.js",
      built: (address) => {
        dueCheck.script = address;
      },
    }),
    VitePWA({
      registerType: "prompt",
      // Our own worker (src/sw/sw.ts): the precache Workbox injects, plus push and notification taps.
      strategies: "injectManifest",
      srcDir: "src/sw",
      filename: "sw.ts",
      // The app registers the worker itself (features/pwa) to show its own update prompt.
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ["favicon.svg", "docs/*.html"],
      injectManifest: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,woff2}"],
        // The HEIC reader is fetched when an iPhone photo first needs it, not installed with the app.
        // The worker loads its due check itself.
        // The OCR engine's files, the first time a photo is read (the worker keeps them then).
        globIgnores: ["**/heic-decode-*.js", "**/due-check-*.js", "ocr/**", "barcode/**"],
        buildPlugins: {
          vite: [
            {
              name: "odo-due-check-address",
              config: () => {
                if (!dueCheck.script) throw new Error("the due check's script must be built before the worker");
                return {
                  define: {
                    __ODO_DUE_CHECK_SCRIPT__: JSON.stringify(dueCheck.script),
                    __ODO_OCR_BASE__: JSON.stringify(ocr.base),
                    __ODO_BARCODE_BASE__: JSON.stringify(barcode.base),
                  },
                };
              },
            },
          ],
        },
      },
    }),
  ],
  // Workers as modules that split: the image worker's HEIC reader (2 MB) is a chunk of its own,
  // fetched the first time an iPhone photo is picked, not with every photo.
  worker: { format: "es" },
  build: {
    manifest: true,
    target: "es2022",
    sourcemap: process.env.SOURCEMAP === "1",
    rolldownOptions: {
      // The landing page's boot script: `/` is index.html prerendered with it in place of the app's
      // scripts (scripts/prerender-landing.mjs).
      input: { index: "index.html", landing: "src/features/landing/landing-boot.ts" },
      output: {
        codeSplitting: {
          groups: [
            // What the landing page's boot script reads (storage keys, languages) and the helper of
            // its one dynamic import: claimed first, so `/` does not fetch the route chunk.
            {
              name: "stored-settings",
              test: /\/(src\/shared\/session\/storage|domain\/dist\/app\/constants|preload-helper)\./,
              priority: 2,
            },
            // Every route's definition (its path, search params and lazy component) is needed to
            // match the first address: one chunk, instead of one request per route on `/`.
            { name: "routes", test: /\/src\/routes\/(?!.*tsr-split).*\.tsx$/, priority: 1 },
            // The modules the screens share (features, shared helpers, the domain's rules): one
            // chunk instead of some sixty, each of which a cold start fetched through the worker.
            // What the app's start imports of them stays together, so that "screens" below, which
            // takes its modules' imports along, cannot take any of it out of the start.
            {
              name: "start",
              test: (id) => appModule.test(id) && !landingModule.test(id),
              tags: ["$initial"],
              priority: 1,
            },
            { name: "screens", test: appModule, minShareCount: 2 },
          ],
        },
      },
    },
  },
  server: { proxy: { "/api": "http://127.0.0.1:8080" } },
});
