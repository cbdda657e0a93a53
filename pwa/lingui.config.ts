import { readdirSync } from "node:fs";
import { defineConfig } from "@lingui/cli";

/**
 * Two catalogs per language: `messages` for what a visitor sees (landing, sign-in, sign-up, the
 * shared components) loads before the first paint; `app` for the signed-in screens loads when
 * the signed-in area opens (`routes/_app.tsx`), so the landing page carries only its own words.
 */
const publicFeatures = ["landing", "accounts"];
const signedInFeatures = readdirSync(new URL("./src/features", import.meta.url)).filter(
  (feature) => !publicFeatures.includes(feature),
);
const signedIn = [
  ...signedInFeatures.map((feature) => `<rootDir>/src/features/${feature}/**`),
  "<rootDir>/src/routes/_app/**",
  "<rootDir>/src/routes/_app.tsx",
  "<rootDir>/src/shared/charts/**",
  "<rootDir>/src/shared/entry-kit/**",
  "<rootDir>/src/shared/garage/**",
  "<rootDir>/src/shared/integrations/**",
  "<rootDir>/src/shared/notifications/**",
  "<rootDir>/src/shared/refusals/**",
  "<rootDir>/src/shared/sync/**",
  "<rootDir>/src/shared/shell/signed-in-shell.tsx",
  "<rootDir>/src/shared/shell/sync-indicator.tsx",
  "<rootDir>/src/shared/shell/not-saved-chip.tsx",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es"],
  catalogs: [
    { path: "<rootDir>/src/locales/{locale}/messages", include: ["<rootDir>/src"], exclude: signedIn },
    { path: "<rootDir>/src/locales/{locale}/app", include: signedIn },
  ],
});
