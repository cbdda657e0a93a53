// Runs before the app, as a classic script in every page's head (built by vite.config.ts): the
// stored appearance and language, so the first paint is already right.
import { languageFromLocale, storageKeys } from "@odo/domain";
import { readStored } from "../session/storage.js";
import { applyAppearance, followSystemAppearance } from "./page-theme.js";

try {
  applyAppearance();
  followSystemAppearance();
  const language = languageFromLocale(readStored(storageKeys.lang) ?? undefined);
  if (language) document.documentElement.lang = language;
} catch {
  document.documentElement.dataset.theme = "light";
}
