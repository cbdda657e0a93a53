import { type Language, languageFromLocale, storageKeys } from "@odo/domain";

/** localStorage, or nothing when the browser refuses it (private mode): the app still runs. */
export function readStored(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage full or blocked: the value lives for this page only.
  }
}

/** The language chosen on this device, when one of ours is stored. */
export function storedLanguage(): Language | undefined {
  return languageFromLocale(readStored(storageKeys.lang) ?? undefined);
}

/** `${location.origin}/api` unless a different API base was stored (SPEC §7, `apiDomain`). */
export function apiBase(): string {
  return readStored(storageKeys.apiDomain) ?? `${location.origin}/api`;
}
