import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import type { Language } from "@odo/domain";
import { messages as en } from "./locales/en/words.js";
import { messages as es } from "./locales/es/words.js";

/** The compiled catalogue in each language: what `say` reads, and what the app loads beside its own. */
export const wordsCatalogue = { en, es } as const;

const speakers: Record<Language, I18n> = {
  en: setupI18n({ locale: "en", messages: { en } }),
  es: setupI18n({ locale: "es", messages: { es } }),
};

/** A message of the catalogue in `lang`, its `{placeholders}` filled from `values`. */
export function say(lang: Language, message: MessageDescriptor, values?: Record<string, unknown>): string {
  return speakers[lang]._(message.id, values);
}
