import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("..", import.meta.url));

/** msgid → msgstr of a PO file (single-line entries, as Lingui writes them). */
function entries(file: string): Map<string, string> {
  const result = new Map<string, string>();
  let id: string | undefined;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const idMatch = /^msgid "(.*)"$/.exec(line);
    if (idMatch) id = idMatch[1];
    const strMatch = /^msgstr "(.*)"$/.exec(line);
    if (strMatch && id) {
      result.set(id, strMatch[1] ?? "");
      id = undefined;
    }
  }
  return result;
}

/** The visitor's catalog and the signed-in one (lingui.config.ts). */
const catalogs = ["messages", "app"] as const;
const committedSpanish = () =>
  new Map(catalogs.flatMap((catalog) => [...entries(join(root, `src/locales/es/${catalog}.po`))]));

describe("translations", () => {
  it.each(catalogs)("translates every message of the %s catalog into Spanish", (catalog) => {
    const spanish = entries(join(root, `src/locales/es/${catalog}.po`));
    const untranslated = [...spanish].filter(([, text]) => text.trim() === "").map(([id]) => id);
    expect(spanish.size).toBeGreaterThan(100);
    expect(untranslated).toEqual([]);
  });

  it("has a catalog entry for every message in the code (run `npm run extract -w @odo/pwa`)", () => {
    const scratch = mkdtempSync(join(tmpdir(), "odo-lingui-"));
    try {
      const config = join(scratch, "lingui.config.mjs");
      const cli = join(root, "../node_modules/@lingui/cli/dist/index.js");
      writeFileSync(
        config,
        `import { defineConfig } from ${JSON.stringify(cli)};
export default defineConfig({ rootDir: ${JSON.stringify(root)}, sourceLocale: "en", locales: ["en", "es"], catalogs: [{ path: ${JSON.stringify(`${scratch}/{locale}`)}, include: ["<rootDir>/src"] }] });`,
      );
      execFileSync(
        process.execPath,
        [join(root, "../node_modules/@lingui/cli/dist/lingui.js"), "extract", "--config", config],
        {
          cwd: root,
          stdio: "pipe",
        },
      );
      const fromCode = [...entries(join(scratch, "es.po")).keys()].sort();
      const committed = [...committedSpanish().keys()].sort();
      expect(committed).toEqual(fromCode);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
