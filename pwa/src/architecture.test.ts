import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { importSpecifiers, sourceFilesUnder } from "@odo/domain/testing";
import { describe, expect, it } from "vitest";

// STYLE.md "Enforce the arrows": routes compose features, features use shared, shared uses neither.
const root = dirname(fileURLToPath(import.meta.url));

const sourceFiles = (folder: string) => sourceFilesUnder(folder, ["locales"]);

/** Each file's relative imports, as paths under `src` ("features/history/history-screen.tsx"). */
function importsOf(file: string): string[] {
  const specifiers = importSpecifiers(readFileSync(file, "utf8")).filter((specifier) => specifier.startsWith("."));
  return specifiers.map((specifier) => relative(root, resolve(dirname(file), specifier)));
}

/** The folder a path belongs to for the rules: "features/history", "shared/sync", "routes". */
const area = (path: string) => {
  const [top, second] = path.split("/");
  return top === "features" || top === "shared" ? `${top}/${second}` : (top ?? "");
};

const edges = sourceFiles(root).flatMap((file) => {
  const from = relative(root, file);
  return importsOf(file).map((to) => ({ from, to }));
});

describe("the import rules", () => {
  it("reads the app's files", () => {
    expect(edges.some(({ from }) => from.startsWith("features/history/"))).toBe(true);
  });

  it("keeps features from importing each other", () => {
    const crossing = edges.filter(
      ({ from, to }) => from.startsWith("features/") && to.startsWith("features/") && area(from) !== area(to),
    );
    expect(crossing).toEqual([]);
  });

  it("keeps shared code free of features and routes", () => {
    const upward = edges.filter(
      ({ from, to }) => from.startsWith("shared/") && (to.startsWith("features/") || to.startsWith("routes/")),
    );
    expect(upward).toEqual([]);
  });

  it("has no cycles between shared folders and data/", () => {
    const below = (path: string) => path.startsWith("shared/") || path.startsWith("data/");
    const graph = new Map<string, Set<string>>();
    for (const { from, to } of edges) {
      if (!below(from) || !below(to) || area(from) === area(to)) continue;
      graph.set(area(from), (graph.get(area(from)) ?? new Set()).add(area(to)));
    }
    const reaches = (start: string, target: string, seen = new Set<string>()): boolean => {
      for (const next of graph.get(start) ?? []) {
        if (next === target) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        if (reaches(next, target, seen)) return true;
      }
      return false;
    };
    const cycles = [...graph.keys()].filter((folder) => reaches(folder, folder));
    expect(cycles).toEqual([]);
  });

  it("reads the device in data/ only: screens and shared parts hold no live query and touch no table", () => {
    // data/ owns every live query and read; shared/sync/ (the engine and the device's stores) and
    // the service worker (no React there) write. Everything else asks them.
    const device = (path: string) =>
      path.startsWith("data/") || path.startsWith("shared/sync/") || path.startsWith("sw/");
    const reaching = sourceFiles(root)
      .map((file) => relative(root, file))
      .filter((path) => !device(path) && !path.endsWith(".test.ts"))
      .filter((path) => {
        const text = readFileSync(join(root, path), "utf8");
        return (
          /from "dexie(-react-hooks)?"/.test(text) ||
          /\b(db|database)\.(?!js\b)[a-z]+\b(?!\()/i.test(text.replace(/db\.userId/g, ""))
        );
      });
    expect(reaching).toEqual([]);
    const upward = edges.filter(
      ({ from, to }) => from.startsWith("data/") && !to.startsWith("data/") && !to.startsWith("shared/"),
    );
    expect(upward).toEqual([]);
  });

  it("keeps the sync engine free of drawing and of words", () => {
    // The engine moves rows; what the user reads about it (the indicator, refusals) lives in
    // shared/shell and shared/refusals. Its one component is the provider that runs it.
    const engine = sourceFiles(join(root, "shared/sync")).map((file) => relative(root, file));
    const drawing = engine.filter((file) => file.endsWith(".tsx") && file !== "shared/sync/context.tsx");
    const worded = engine.filter((file) => /from "@lingui\//.test(readFileSync(join(root, file), "utf8")));
    expect([...drawing, ...worded]).toEqual([]);
  });
});

describe("the styles", () => {
  const stylesheets = readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((path) => path.endsWith(".css"))
    .map((path) => path.split("\\").join("/"));
  const cascade = [...readFileSync(join(root, "styles/index.css"), "utf8").matchAll(/@import "\.\.\/(.+?)";/g)].map(
    (match) => match[1],
  );

  it("lists every stylesheet once in the cascade's order, and nothing that is not there", () => {
    // A stylesheet the list forgets styles nothing; one listed twice would be applied twice.
    expect(new Set(cascade).size).toBe(cascade.length);
    expect([...cascade].sort()).toEqual(stylesheets.filter((path) => path !== "styles/index.css").sort());
  });
});
