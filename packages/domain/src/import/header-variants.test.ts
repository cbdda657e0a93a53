import { readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CsvRow, parseCsv } from "./csv.js";
import type { SourceFile } from "./imported.js";
import { readImport } from "./read-import.js";

/**
 * Every known format, its headers written as other versions, phones and spreadsheets write them:
 * upper or lower case, accents dropped, the unit in parentheses, after a comma or after a slash,
 * spaces around, a byte-order mark, `;`, `,` or tab between cells, CRLF, LF or CR between lines.
 * Each variant must be read as the same export: same format, units and entries.
 */
const samples = join(import.meta.dirname, "samples");
const exports: readonly (readonly string[])[] = [
  ["fuelly-app.csv"],
  ["fuelly-app-metric.csv"],
  ["fuelly-web-fuelups.csv", "fuelly-web-services.csv"],
  ["lubelogger-gasrecords.csv", "lubelogger-servicerecords.csv"],
  ["drivvo.csv"],
  ["drivvo-ru.csv"],
  ["drivvo-es.csv"],
  ["drivvo-en.csv"],
  ["fuelio.csv"],
  ["spritmonitor-fuelings.csv", "spritmonitor-costs.csv"],
  ["simplyauto-Fuel_Log.csv"],
];

interface Variant {
  letterCase: "asIs" | "upper" | "lower";
  dropAccents: boolean;
  unitStyle: "asIs" | "parentheses" | "comma" | "slash";
  padding: boolean;
  byteOrderMark: boolean;
  delimiter: "," | ";" | "\t";
  lineEnd: "\r\n" | "\n" | "\r";
}

const variants: fc.Arbitrary<Variant> = fc.record({
  letterCase: fc.constantFrom("asIs", "upper", "lower"),
  dropAccents: fc.boolean(),
  unitStyle: fc.constantFrom("asIs", "parentheses", "comma", "slash"),
  padding: fc.boolean(),
  byteOrderMark: fc.boolean(),
  delimiter: fc.constantFrom(",", ";", "\t"),
  lineEnd: fc.constantFrom("\r\n", "\n", "\r"),
});

const unitWritten = /^(.*?)\s*(?:\(\s*(km|mi|l|gal|км|л)\s*\)|,\s*(km|mi|l|gal|км|л)|\s*\/\s*(km|mi|l|gal|км|л))$/i;

function headerCell(cell: string, variant: Variant): string {
  let text = cell;
  const unit = unitWritten.exec(text);
  if (unit && variant.unitStyle !== "asIs") {
    const [, name, ...units] = unit;
    const word = units.find(Boolean) ?? "";
    text = { parentheses: `${name} (${word})`, comma: `${name}, ${word}`, slash: `${name} / ${word}` }[
      variant.unitStyle
    ];
  }
  if (variant.dropAccents) text = text.normalize("NFD").replace(/\p{M}/gu, "");
  if (variant.letterCase === "upper") text = text.toUpperCase();
  if (variant.letterCase === "lower") text = text.toLowerCase();
  return variant.padding ? ` ${text} ` : text;
}

/** Rows that are headers: the first of a file without sections, the one after each section title. */
function headerRows(rows: readonly CsvRow[]): Set<number> {
  const isTitle = (row: CsvRow) =>
    (row.cells[0] ?? "").trim().startsWith("#") && row.cells.slice(1).every((cell) => cell.trim() === "");
  const sectioned = rows.some(isTitle);
  const headers = new Set<number>();
  rows.forEach((row, index) => {
    if (!sectioned && index === 0) headers.add(index);
    const before = rows[index - 1];
    if (sectioned && before && isTitle(before) && !isTitle(row)) headers.add(index);
  });
  return headers;
}

function rewritten(file: SourceFile, variant: Variant): SourceFile {
  const rows = parseCsv(file.text, { backslashEscapes: file.name.startsWith("spritmonitor") });
  const headers = headerRows(rows);
  const quote = (cell: string) =>
    /["\r\n,;\t]/.test(cell) || cell !== cell.trim() ? `"${cell.replaceAll('"', '""')}"` : cell;
  const lines = rows.map((row, index) =>
    row.cells
      .map((cell) => (headers.has(index) ? headerCell(cell, variant) : cell))
      .map(quote)
      .join(variant.delimiter),
  );
  return { name: file.name, text: `${variant.byteOrderMark ? "\uFEFF" : ""}${lines.join(variant.lineEnd)}` };
}

/** What a read must keep: the entries without the lines they came from (blank lines are dropped). */
function meaning(files: readonly SourceFile[]) {
  const parsed = readImport(files, "America/Panama");
  const unplaced = <T extends { line: number }>(rows: T[]) => rows.map(({ line: _line, ...rest }) => rest);
  return {
    ...parsed,
    refuels: unplaced(parsed.refuels),
    services: unplaced(parsed.services),
    expenses: unplaced(parsed.expenses ?? []),
  };
}

describe.each(exports)("headers written another way: %s", (...names) => {
  const files = names.map((name) => ({ name, text: readFileSync(join(samples, name), "utf8") }));
  const original = meaning(files);

  it("are read with the same meaning", () => {
    fc.assert(
      fc.property(variants, (variant) => {
        expect(meaning(files.map((file) => rewritten(file, variant)))).toEqual(original);
      }),
      { numRuns: 40 },
    );
  });
});
