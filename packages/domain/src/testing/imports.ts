import { readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every module a source file imports or re-exports, as written: `import … from`, `export … from`,
 * a bare `import "x"` and a dynamic `import("x")`. The architecture tests of the domain, the server
 * and the app read the import graph through this one parser.
 */
export function importSpecifiers(source: string): string[] {
  const pattern = /(?:import|export)\s[^;]*?from\s+["']([^"']+)["']|\bimport\s*\(?\s*["']([^"']+)["']/g;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? match[2] ?? "");
}

/** The TypeScript sources under `folder`, tests left out, and the folders named in `skip` too. */
export function sourceFilesUnder(folder: string, skip: readonly string[] = []): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return skip.includes(entry.name) ? [] : sourceFilesUnder(path, skip);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}
