import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { importSpecifiers, kindListsIn, sourceFilesUnder } from "@odo/domain/testing";
import { describe, expect, it } from "vitest";

/**
 * docs/architecture.md's arrows, checked over the import graph so they cannot drift: the domain imports
 * only zod, the two apps never import each other, the sync engine and the database layer import no
 * feature, the server's folders form no cycle, a feature imports only the features below it, and
 * routes reach the data only through services.
 */
const repository = fileURLToPath(new URL("../../", import.meta.url));

const sourceFiles = (folder: string) => sourceFilesUnder(folder);
const specifiersOf = (file: string) => importSpecifiers(readFileSync(file, "utf8"));

/** The folder right under `root` a path lies in; files at the root itself have none. */
function topFolder(root: string, path: string): string | undefined {
  const parts = relative(root, path).split("/");
  return parts.length > 1 ? parts[0] : undefined;
}

/** The folder-to-folder edges of the server that lie on a cycle, as "from -> to". */
function serverCycleEdges(): string[] {
  const root = join(repository, "sync-server/src");
  const edges = new Map<string, Set<string>>();
  for (const file of sourceFiles(root)) {
    const from = topFolder(root, file);
    for (const specifier of specifiersOf(file).filter((value) => value.startsWith("."))) {
      const to = topFolder(root, resolve(dirname(file), specifier));
      if (!from || !to || from === to) continue;
      edges.set(from, (edges.get(from) ?? new Set()).add(to));
    }
  }
  const reaches = (from: string, target: string, seen = new Set<string>()): boolean => {
    if (from === target) return true;
    if (seen.has(from)) return false;
    seen.add(from);
    return [...(edges.get(from) ?? [])].some((next) => reaches(next, target, seen));
  };
  const onCycle: string[] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) if (reaches(to, from)) onCycle.push(`${from} -> ${to}`);
  }
  return onCycle.sort();
}

/**
 * The server's layer below its features, which the root files (the dependencies, the config) may
 * import: the databases, the files' stores, limits, mail and outbound calls. Every other folder is
 * a feature or a layer composing them (routes, plugins), a new one included.
 */
const infrastructure = ["db", "blobs", "limits", "mail", "outbound"];
const serverFeatures = readdirSync(join(repository, "sync-server/src"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !infrastructure.includes(entry.name))
  .map((entry) => entry.name);

describe("the architecture's arrows", () => {
  it("keeps the domain free of everything but zod", () => {
    // `testing/` is what the apps' tests share (fixtures, the stores' conformance suite): it runs in vitest.
    const testSupport = join(repository, "packages/domain/src/testing");
    const domainFiles = sourceFiles(join(repository, "packages/domain/src")).filter(
      (file) => !file.startsWith(testSupport),
    );
    const packages = domainFiles.flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => !specifier.startsWith("."))
        .map((specifier) => `${relative(repository, file)}: ${specifier}`),
    );
    expect(packages.filter((line) => !line.endsWith(": zod"))).toEqual([]);
  });

  it("never lets one app import the other", () => {
    const crossing = (app: string, other: string) =>
      sourceFiles(join(repository, app, "src")).flatMap((file) =>
        specifiersOf(file)
          .filter(
            (specifier) =>
              specifier.startsWith(`@odo/${other}`) ||
              (specifier.startsWith(".") && resolve(dirname(file), specifier).startsWith(join(repository, other))),
          )
          .map((specifier) => `${relative(repository, file)}: ${specifier}`),
      );
    expect(crossing("sync-server", "pwa")).toEqual([]);
    expect(crossing("pwa", "sync-server")).toEqual([]);
  });

  it("keeps the sync engine and the database layer free of features", () => {
    // Routes compose features (the sync route hands the push its mutation registry); the engine
    // underneath them knows none.
    const root = join(repository, "sync-server/src");
    const features = serverFeatures;
    const reaching = ["sync", "db"].flatMap((layer) =>
      sourceFiles(join(root, layer)).flatMap((file) =>
        specifiersOf(file)
          .filter((specifier) => specifier.startsWith("."))
          .filter((specifier) => features.includes(topFolder(root, resolve(dirname(file), specifier)) ?? ""))
          .map((specifier) => `${relative(root, file)}: ${specifier}`),
      ),
    );
    expect(reaching).toEqual([]);
  });

  it("has no import cycle between the server's folders", () => {
    expect(serverCycleEdges()).toEqual([]);
  });

  it("keeps the server's root files, but its entry points, free of features", () => {
    // The cycle check sees folders only: a root file (the dependencies, the config) importing a
    // feature would hide a cycle through it. Only the entry points compose features.
    const root = join(repository, "sync-server/src");
    const entryPoints = ["app.ts", "main.ts", "admin.ts", "admin-commands.ts", "migrate-to-postgres.ts"];
    const rootFiles = sourceFiles(root).filter((file) => !relative(root, file).includes("/"));
    expect(rootFiles.map((file) => relative(root, file))).toEqual(expect.arrayContaining(["deps.ts", "config.ts"]));
    const reaching = rootFiles
      .filter((file) => !entryPoints.includes(relative(root, file)))
      .flatMap((file) =>
        specifiersOf(file)
          .filter((specifier) => specifier.startsWith("."))
          .filter((specifier) => serverFeatures.includes(topFolder(root, resolve(dirname(file), specifier)) ?? ""))
          .map((specifier) => `${relative(root, file)}: ${specifier}`),
      );
    expect(reaching).toEqual([]);
  });

  it("lets a server feature import only the features below it", () => {
    // A feature builds on those below: the store (the authoritative transaction, the rows and who
    // sees them) leaves notifications in users' inboxes; each noun of the garage runs on the store;
    // sharing ends a workshop visit; the reminder scheduler, Strava and shops act on the garage;
    // a shared history reads it, signed.
    // None reaches up or sideways.
    const nouns = ["vehicle", "maintenance", "refuel", "reminder", "share"];
    const below: Record<string, string[]> = {
      users: [],
      inbox: ["users"],
      // Sealing a workshop's work is the store's, with keys the signing folder keeps.
      signing: [],
      store: ["users", "inbox", "signing"],
      vehicle: ["users", "inbox", "store"],
      maintenance: ["users", "inbox", "store"],
      refuel: ["users", "inbox", "store"],
      reminder: ["users", "inbox", "store"],
      share: ["users", "inbox", "store", "vehicle"],
      notifications: ["users", "inbox", "store"],
      integrations: ["users", "inbox", "store", "vehicle"],
      // "Remind the owner" reads what is coming due and goes out as the owner's notices do.
      shops: ["users", "inbox", "store", "notifications"],
      // A shared history reads the garage and signs it.
      verify: ["users", "inbox", "store", "signing"],
      // Deleting an account reaches everything the account holds.
      account: ["users", "inbox", "store", ...nouns, "notifications", "integrations", "shops", "signing"],
    };
    const root = join(repository, "sync-server/src");
    const reaching = Object.keys(below).flatMap((feature) =>
      sourceFiles(join(root, feature)).flatMap((file) =>
        specifiersOf(file)
          .filter((specifier) => specifier.startsWith("."))
          .map((specifier) => topFolder(root, resolve(dirname(file), specifier)) ?? "")
          .filter((folder) => folder !== feature && folder in below && !below[feature]?.includes(folder))
          .map((folder) => `${relative(root, file)} -> ${folder}`),
      ),
    );
    expect(reaching).toEqual([]);
  });

  it("lets routes reach the data only through services", () => {
    const root = join(repository, "sync-server/src");
    const querying = sourceFiles(join(root, "routes")).flatMap((file) =>
      specifiersOf(file)
        .filter((specifier) => specifier.startsWith("."))
        .map((specifier) => relative(root, resolve(dirname(file), specifier)))
        .filter((target) => target.startsWith("db/") || /-repository\.js$/.test(target))
        .map((target) => `${relative(root, file)} -> ${target}`),
    );
    expect(querying).toEqual([]);
  });

  it("derives every list of synced kinds in the sync machinery from the domain's registry", () => {
    // Files that may name kinds one by one, each checked complete by the compiler against the registry.
    const describesEachKind = new Set([
      // The registry: each kind's row, reading, audience and 404.
      "packages/domain/src/sync/kind-registry.ts",
      // The databases' own schemas: a table each, and Dexie's versions, never edited once shipped.
      "sync-server/src/db/schema.ts",
      "sync-server/src/db/schema-pg.ts",
      "pwa/src/shared/sync/db.ts",
      // The server's storage of each kind: `satisfies Record<HistoryTable | ReadingTable, …>` or
      // `{ [T in SyncedTable]: … }`, so a kind added to the registry does not compile until it is here.
      "sync-server/src/store/row-kinds.ts",
      "sync-server/src/store/history-writes.ts",
      "sync-server/src/store/timeline.ts",
      "sync-server/src/store/server-transaction.ts",
      "sync-server/src/store/vehicle-history.ts",
    ]);
    const folders = ["packages/domain/src/sync", "sync-server/src/store", "sync-server/src/db", "pwa/src/shared/sync"];
    const listed = folders.flatMap((folder) =>
      sourceFiles(join(repository, folder))
        .map((file) => relative(repository, file))
        .filter((file) => !describesEachKind.has(file))
        .flatMap((file) => kindListsIn(readFileSync(join(repository, file), "utf8")).map((line) => `${file}:${line}`)),
    );
    expect(listed).toEqual([]);
  });

  it("keeps the server's words in the catalogue, not in tables of its own", () => {
    // A sentence in both languages side by side (`{ es: "…", en: "…" }`) is a second catalogue
    // no translator sees: the server says things through @odo/words.
    const bothLanguages = sourceFiles(join(repository, "sync-server/src")).filter((file) => {
      const text = readFileSync(file, "utf8");
      return /\bes: ["'`{]/.test(text) && /\ben: ["'`{]/.test(text);
    });
    expect(bothLanguages.map((file) => relative(repository, file))).toEqual([]);
  });
});
