import { lingui } from "@lingui/vite-plugin";
import { tanstackRouter } from "@tanstack/router-plugin/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { webManifest } from "./web-manifest.js";

export default defineConfig({
  plugins: [
    // The router plugin must come before React's (route generation and code splitting).
    tanstackRouter({ target: "react", autoCodeSplitting: true }),
    react({ babel: { plugins: ["@lingui/babel-plugin-lingui-macro"] } }),
    // A message without a translation fails the build.
    lingui({ failOnMissing: true, failOnCompileError: true }),
    VitePWA({
      registerType: "prompt",
      // The app registers the worker itself (features/pwa) to show its own update prompt.
      injectRegister: false,
      manifest: webManifest,
      includeAssets: ["favicon.svg", "theme.js", "docs/*.html"],
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg,png,webmanifest,woff2}"],
        navigateFallback: "/index.html",
        navigateFallbackDenylist: [/^\/api\//],
        // The first install takes control at once so an offline reload works; updates wait for
        // the user's yes, so a half-filled form is never reloaded away.
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  build: { manifest: true, target: "es2022", sourcemap: false },
  server: { proxy: { "/api": "http://127.0.0.1:8080" } },
});
