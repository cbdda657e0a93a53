import { readStored } from "../session/storage.js";

export const appearances = ["light", "dark", "system"] as const;
export type Appearance = (typeof appearances)[number];

/** Where the appearance chosen on this device is kept (none: follow the system). */
export const appearanceKey = "appearance";

export function storedAppearance(): Appearance {
  const value = readStored(appearanceKey);
  return value === "light" || value === "dark" ? value : "system";
}

const darkSystem = () => matchMedia("(prefers-color-scheme: dark)");

/** The page dark when chosen, or when following a system that is dark. */
export function applyAppearance(appearance: Appearance = storedAppearance()): void {
  const dark = appearance === "dark" || (appearance === "system" && darkSystem().matches);
  document.documentElement.dataset.theme = dark ? "dark" : "light";
}

/** The system's own switch between light and dark (at dusk, say) followed on the open page. */
export function followSystemAppearance(): void {
  darkSystem().addEventListener("change", () => applyAppearance());
}
