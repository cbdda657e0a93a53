import { useSyncExternalStore } from "react";
import { readStored, writeStored } from "../session/storage.js";

export const appearances = ["light", "dark", "system"] as const;
export type Appearance = (typeof appearances)[number];

const key = "appearance";
const listeners = new Set<() => void>();
const darkQuery = typeof window !== "undefined" ? window.matchMedia("(prefers-color-scheme: dark)") : undefined;

function stored(): Appearance {
  const value = readStored(key);
  return value === "light" || value === "dark" ? value : "system";
}

function apply(appearance: Appearance): void {
  const dark = appearance === "dark" || (appearance === "system" && darkQuery?.matches === true);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}

// The system's own switch between light and dark is followed by public/theme.js, on every screen.

/** Light, dark, or follow the system (the profile's "appearance"); remembered on this device. */
export function setAppearance(appearance: Appearance): void {
  writeStored(key, appearance === "system" ? null : appearance);
  apply(appearance);
  for (const listener of listeners) listener();
}

export function useAppearance(): Appearance {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, stored);
}
