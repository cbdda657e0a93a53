import { i18n, type Messages } from "@lingui/core";
import { defaultLanguage, type Language, languageFromLocale, signUpFallbackLanguage, storageKeys } from "@odo/domain";
import { storedLanguage, writeStored } from "../session/storage.js";

type Catalog = () => Promise<{ messages: Messages }>;

/** What a visitor sees: loaded before the first paint (and rendered into the prerendered `/`). */
export const publicCatalogs: Record<Language, Catalog> = {
  en: () => import("../../locales/en/messages.po"),
  es: () => import("../../locales/es/messages.po"),
};
const appScreens: Record<Language, Catalog> = {
  en: () => import("../../locales/en/app.po"),
  es: () => import("../../locales/es/app.po"),
};
/**
 * The signed-in screens' words (lingui.config.ts), loaded when the signed-in area opens, with the
 * catalogue the server's pushes and mails are written from (`@odo/words`), so both say a thing alike.
 */
const withSharedWords =
  (language: Language): Catalog =>
  async () => {
    const [screens, { wordsCatalogue }] = await Promise.all([appScreens[language](), import("@odo/words")]);
    return { messages: { ...wordsCatalogue[language], ...screens.messages } };
  };
const appCatalogs: Record<Language, Catalog> = { en: withSharedWords("en"), es: withSharedWords("es") };
let appWords = false;

/**
 * The language to start in (SPEC §1): the stored one; else, on first load, the browser's when it
 * is English or Spanish (stored from then on); else Spanish.
 */
export function initialLanguage(): Language {
  const stored = storedLanguage();
  if (stored) return stored;
  const fromBrowser = languageFromLocale(navigator.language);
  if (fromBrowser) {
    writeStored(storageKeys.lang, fromBrowser);
    return fromBrowser;
  }
  return defaultLanguage;
}

/**
 * Loads the catalog (precached, so it works offline) and switches every screen at once. A start
 * with a session asks for the signed-in screens' words too, fetched alongside the public ones.
 */
export async function activateLanguage(language: Language, { withAppWords = appWords } = {}): Promise<void> {
  const [{ messages }, app] = await Promise.all([
    publicCatalogs[language](),
    withAppWords ? appCatalogs[language]() : undefined,
  ]);
  if (withAppWords) appWords = true;
  i18n.loadAndActivate({ locale: language, messages: { ...messages, ...app?.messages } });
  document.documentElement.lang = language;
}

/** Adds the signed-in screens' words to the active language (precached, so offline too). */
export async function loadAppWords(): Promise<void> {
  if (appWords) return;
  const language = currentLanguage();
  const { messages } = await appCatalogs[language]();
  appWords = true;
  i18n.load(language, messages);
}

export async function changeLanguage(language: Language): Promise<void> {
  writeStored(storageKeys.lang, language);
  await activateLanguage(language);
}

/**
 * The language a new account's mail is written in (SPEC §1): the stored preference, else English,
 * not the screen's Spanish default, which a browser in neither language was shown.
 */
export function signUpLanguage(): Language {
  return storedLanguage() ?? signUpFallbackLanguage;
}

export function currentLanguage(): Language {
  return languageFromLocale(i18n.locale) ?? defaultLanguage;
}

export { i18n };
