import { headerKey } from "./source-values.js";

const escaped = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The pattern of a word of another app's title, over its `headerKey` form: it matches at the
 * start of a word (`freio` finds `freios`), or, written ending in `$`, a whole word only.
 */
export function titleWordSource(word: string): string {
  const whole = word.endsWith("$");
  const key = headerKey(whole ? word.slice(0, -1) : word);
  return `(^| )${escaped(key)}${whole ? "(?= |$)" : "[^ ]*"}`;
}
