import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

/**
 * The server package's folder (its migrations in `drizzle/` and `drizzle-pg/`, the app's build
 * beside it): the nearest folder above this module holding a package.json. Found rather than
 * counted, because this module runs from `src/` in tests, from `dist/` and from the one-file
 * bundle in `dist/bundle/` that `npm start` runs.
 */
function packageFolderAbove(file: string): string {
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    if (existsSync(join(folder, "package.json"))) return folder;
    if (dirname(folder) === folder) throw new Error(`no package.json above ${file}`);
  }
}

export const serverRoot = packageFolderAbove(fileURLToPath(import.meta.url));
