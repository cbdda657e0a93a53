import { i18n, type Messages } from "@lingui/core";
import { defaultLanguage, type Language, languageFromLocale, storageKeys } from "@odo/domain";
import { readStored, writeStored } from "../session/storage.js";

const catalogs: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/messages.po"),
  es: () => import("../../locales/es/messages.po"),
};

/**
 * The language to start in (SPEC §1): the stored one; else, on first load, the browser's when it
 * is English or Spanish (stored from then on); else Spanish.
 */
export function initialLanguage(): Language {
  const stored = languageFromLocale(readStored(storageKeys.lang) ?? undefined);
  if (stored) return stored;
  const fromBrowser = languageFromLocale(navigator.language);
  if (fromBrowser) {
    writeStored(storageKeys.lang, fromBrowser);
    return fromBrowser;
  }
  return defaultLanguage;
}

/** Loads the catalog (precached, so it works offline) and switches every screen at once. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogs[language]();
  i18n.loadAndActivate({ locale: language, messages });
  document.documentElement.lang = language;
}

export async function changeLanguage(language: Language): Promise<void> {
  writeStored(storageKeys.lang, language);
  await activateLanguage(language);
}

export function currentLanguage(): Language {
  return languageFromLocale(i18n.locale) ?? defaultLanguage;
}

export { i18n };
