import { useSyncExternalStore } from "react";
import { writeStored } from "../session/storage.js";
import { type Appearance, appearanceKey, applyAppearance, storedAppearance } from "./page-theme.js";

const listeners = new Set<() => void>();

// The system's own switch between light and dark is followed by theme-boot.ts, on every screen.

/** Light, dark, or follow the system (the profile's "appearance"); remembered on this device. */
export function setAppearance(appearance: Appearance): void {
  writeStored(appearanceKey, appearance === "system" ? null : appearance);
  applyAppearance(appearance);
  for (const listener of listeners) listener();
}

export function useAppearance(): Appearance {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, storedAppearance);
}
