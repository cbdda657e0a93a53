import { readFileSync } from "node:fs";
import { dirname, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { importSpecifiers, sourceFilesUnder } from "./testing/imports.js";

/**
 * The domain's floors, lowest first: a file imports only its own floor and those below. The
 * vocabulary (values, units, formats, errors); the records, the nouns and their rules; the sync
 * contract (the registry, the protocol, and each record's mutators, which sit beside their record
 * but above it); and what reads the records whole or reads into them (the verified record,
 * imports and exports, insights, a photo read into a refuel, the test support).
 */
const floors = [
  ["app", "shared", "units", "format", "errors"],
  [
    "vehicle",
    "maintenance",
    "refuel",
    "expense",
    "reminder",
    "notification",
    "user",
    "attachment",
    "energy",
    "share",
    "plan",
    "shop",
    "integration",
    "transfer",
    "history",
    "tyre",
    "recall",
  ],
  ["sync"],
  ["verify", "billing", "import", "export", "insights", "snap", "testing"],
];
const contractFloor = 2;
const root = import.meta.dirname;

function floorOf(path: string): number {
  if (/-mutators\.ts$|\/odometer-effects\.ts$/.test(path)) return contractFloor;
  const folder = path.split("/")[0] ?? "";
  return floors.findIndex((names) => names.includes(folder));
}

describe("the domain's floors", () => {
  it("places every folder on a floor", () => {
    const folders = new Set(
      sourceFilesUnder(root)
        .map((file) => relative(root, file))
        .filter((path) => path.includes("/"))
        .map((path) => path.split("/")[0]),
    );
    expect([...folders].filter((folder) => !floors.flat().includes(folder ?? ""))).toEqual([]);
  });

  it("imports only from its own floor and those below", () => {
    const upward = sourceFilesUnder(root)
      .map((file) => relative(root, file))
      .filter((path) => path.includes("/"))
      .flatMap((path) =>
        importSpecifiers(readFileSync(resolve(root, path), "utf8"))
          .filter((specifier) => specifier.startsWith("."))
          .map((specifier) => relative(root, resolve(dirname(resolve(root, path)), specifier)).replace(/\.js$/, ".ts"))
          .filter((target) => floorOf(target) > floorOf(path))
          .map((target) => `${path} -> ${target}`),
      );
    expect([...new Set(upward)].sort()).toEqual([]);
  });
});
