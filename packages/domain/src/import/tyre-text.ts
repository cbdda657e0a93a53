import { formatTyreSize, parseTyreSize } from "../tyre/size.js";
import type { TyreSeason } from "../tyre/tyre-set.js";
import { headerKey } from "./source-values.js";

/** Sizes are written in one to four words: "225/45R17", "205/55 R16 91V", "31 x 10.50 R15". */
const longestSizeWords = 4;

/**
 * A tyre size written somewhere in a text (another app's "Michelin Pilot Sport 4 225/45R17 94Y"),
 * as Odo writes it, and the text without it; null when the text holds none.
 */
export function sizeInText(text: string): { size: string; rest: string } | null {
  const words = text.split(/\s+/).filter(Boolean);
  // "95V," and "(205/55R16)": the punctuation around a word is no part of a size.
  const bare = words.map((word) => word.replace(/^[(["']+|[)\]"',;:.]+$/g, ""));
  for (let length = Math.min(longestSizeWords, words.length); length >= 1; length -= 1) {
    for (let start = 0; start + length <= words.length; start += 1) {
      const size = parseTyreSize(bare.slice(start, start + length).join(" "));
      if (!size) continue;
      const rest = [...words.slice(0, start), ...words.slice(start + length)]
        .join(" ")
        .replace(/^[\s,;:·–-]+|[\s,;:·–-]+$/g, "");
      return { size: formatTyreSize(size), rest };
    }
  }
  return null;
}

const seasonWords: Record<Exclude<TyreSeason, "allSeason">, RegExp> = {
  winter: /(^| )(winter|invier|invern|hiver|зимн|zimow|snow|nieve|neve|schnee|m s$|3pmsf)/,
  summer: /(^| )(summer|veran|verao|ete$|sommer|estiv|летн|letni)/,
};
const allSeasonWords =
  /(^| )(all ?season|todo ?tiempo|4 ?season|ganzjahres|allwetter|quatre saisons|4 stagioni|всесезон|caloroczn)/;

/** The season a set's name or notes say ("Winterreifen", "Llantas de invierno"); all-season when none. */
export function seasonInText(text: string): TyreSeason {
  const words = headerKey(text);
  if (allSeasonWords.test(words)) return "allSeason";
  if (seasonWords.winter.test(words)) return "winter";
  if (seasonWords.summer.test(words)) return "summer";
  return "allSeason";
}
