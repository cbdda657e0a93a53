// Runs before the app, as a classic script in every page's head (built by vite.config.ts): the
// stored appearance and language, so the first paint is already right.
import { storedLanguage } from "../session/storage.js";
import { applyAppearance, followSystemAppearance } from "./page-theme.js";

try {
  applyAppearance();
  followSystemAppearance();
  const language = storedLanguage();
  if (language) document.documentElement.lang = language;
} catch {
  document.documentElement.dataset.theme = "light";
}
