import { controlInLine } from "../shared/text.js";

/** The longest return address sign-in keeps; the app's own paths are far shorter. */
const returnPathMaxLength = 512;

/**
 * Where sign-in takes a person back to (`/signin?next=…`): the screen they opened from a link or
 * were on when their session ended. Only a path inside the app: never another site (`//host`, a
 * scheme), a backslash a browser reads as a slash, a control character, or sign-in itself; else
 * undefined, and sign-in goes to the garage. No schema: it runs with the app's first screen.
 */
export function returnPathAfterSignIn(value: unknown): string | undefined {
  if (typeof value !== "string" || value.length > returnPathMaxLength) return undefined;
  const inApp = /^\/(?![/\\])/.test(value) && !value.includes("\\") && !controlInLine.test(value);
  return inApp && !/^\/signin(?:[/?#]|$)/.test(value) ? value : undefined;
}
