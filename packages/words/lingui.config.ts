import { defineConfig } from "@lingui/cli";

/**
 * One catalogue for the words written outside the app's screens (pushes, the service worker's
 * notifications, mails). Messages carry explicit ids (`/*i18n*\/ { id, message }`), since the
 * server is not built through Lingui's macro; `compile` turns the catalogues into the modules
 * `say` reads. The app loads the same catalogue beside its own (pwa/src/shared/i18n/i18n.ts).
 */
export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  catalogs: [{ path: "<rootDir>/src/locales/{locale}/words", include: ["<rootDir>/src"] }],
});
