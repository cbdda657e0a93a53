import { syncedKinds } from "../shared/synced-kinds.js";

const entities = Object.keys(syncedKinds);
const tables = Object.values(syncedKinds).map((kind) => kind.table);
/** How close three names must stand to read as one list of kinds. */
const listChars = 240;

/** A kind named as a string, an object key (not a parameter's type), or a shorthand property. */
const mentionsOf = (names: readonly string[]) => {
  const alternatives = names.join("|");
  return new RegExp(
    `["'](${alternatives})["']|\\b(${alternatives})\\s*:(?!\\s*[A-Z])|[{,]\\s*(${alternatives})\\s*(?=[,}])`,
    "g",
  );
};

/**
 * Where a source names three or more synced kinds (or their tables) together: a list of kinds
 * written by hand, which `shared/synced-kinds.ts` exists to make unnecessary. Imports and
 * re-exports are left out (a file may import three tables of the database schema). Each finding is
 * `line: names`.
 */
export function kindListsIn(source: string): string[] {
  const code = source.replace(/^(?:import|export)\s[^;]*?\sfrom\s[^;]*;/gms, (statement) =>
    statement.replace(/[^\n]/g, " "),
  );
  const lines: string[] = [];
  for (const names of [entities, tables]) {
    const hits = [...code.matchAll(mentionsOf(names))].map((match) => ({
      at: match.index,
      name: match[1] ?? match[2] ?? match[3] ?? "",
    }));
    for (let first = 0; first < hits.length; first++) {
      const start = hits[first]?.at ?? 0;
      const together = hits.filter((hit) => hit.at >= start && hit.at < start + listChars);
      const distinct = new Set(together.map((hit) => hit.name));
      if (distinct.size < 3) continue;
      lines.push(`${code.slice(0, start).split("\n").length}: ${[...distinct].join(", ")}`);
      first += together.length - 1;
    }
  }
  return lines;
}
