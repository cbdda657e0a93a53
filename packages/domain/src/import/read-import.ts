import type { ImportFormat } from "../shared/import-formats.js";
import { CsvError, type CsvRow, parseCsv } from "./csv.js";
import { expenseCategoryOf } from "./expense-kinds.js";
import { isDrivvo, parseDrivvo } from "./formats/drivvo.js";
import { isFuelio, parseFuelio } from "./formats/fuelio.js";
import { fuellyKind, parseFuellyApp, parseFuellyWeb } from "./formats/fuelly.js";
import { isLubeloggerHeader, parseLubelogger } from "./formats/lubelogger.js";
import { isMayBackup, parseMayBackup } from "./formats/may.js";
import { odoCsvKind, parseOdoBackup, parseOdoCsv } from "./formats/odo.js";
import { isSimplyAuto, parseSimplyAuto } from "./formats/simply-auto.js";
import { parseSpritmonitor, spritmonitorKind } from "./formats/spritmonitor.js";
import { ImportProblem, importLimits, type ParsedImport, type SourceFile } from "./imported.js";
import { powerDelivering } from "./source-energies.js";

interface ReadFile {
  file: SourceFile;
  rows: CsvRow[];
}

/**
 * A file that is no text: a photo, a spreadsheet's binary or random bytes decode to NULs and to
 * U+FFFD where the bytes are no UTF-8. A real export has neither in its first 64 KB.
 */
function isText(text: string): boolean {
  const head = text.slice(0, 65_536);
  let odd = 0;
  for (const char of head) if (char === "\u0000" || char === "\uFFFD") odd += 1;
  return odd <= head.length / 1000;
}

function rowsOf(file: SourceFile): CsvRow[] {
  if (file.text.length > importLimits.maxFileBytes) throw new ImportProblem("tooLarge", file.name, 1);
  let rows: CsvRow[];
  try {
    rows = parseCsv(file.text);
    // SpritMonitor escapes quotes with a backslash: read it again knowing so.
    if (rows[0] && spritmonitorKind(rows[0])) rows = parseCsv(file.text, { backslashEscapes: true });
  } catch (error) {
    if (error instanceof CsvError) throw new ImportProblem("unclosedQuote", file.name, error.line);
    throw error;
  }
  const beyond = rows[importLimits.maxRows + 1];
  if (beyond) throw new ImportProblem("tooManyRows", file.name, beyond.line, String(importLimits.maxRows));
  return rows;
}

/** The formats of CSV files; the JSON backups (Odo's, May's) are read apart. */
type CsvFormat = Exclude<ImportFormat, "odoBackup" | "may">;

/** A JSON backup: May's (its sections by name) or Odo's own. */
function parseBackup(file: SourceFile, timeZone: string): ParsedImport {
  let json: unknown;
  try {
    json = JSON.parse(file.text);
  } catch {
    throw new ImportProblem("invalidBackup", file.name, 1);
  }
  return isMayBackup(json) ? parseMayBackup(file, json, timeZone) : parseOdoBackup(file, json);
}
/** Apps that write everything into one file: two files are two exports. */
const oneFileFormats: readonly CsvFormat[] = ["drivvo", "fuellyApp", "simplyAuto"];

function formatOf({ file, rows }: ReadFile): CsvFormat {
  const header = rows[0];
  if (!header) throw new ImportProblem("emptyFile", file.name, 1);
  if (isFuelio(rows)) return "fuelio";
  if (isDrivvo(rows)) return "drivvo";
  if (odoCsvKind(header)) return "odoCsv";
  if (spritmonitorKind(header)) return "spritmonitor";
  if (isSimplyAuto(header)) return "simplyAuto";
  if (isLubeloggerHeader(header)) return "lubelogger";
  const fuelly = fuellyKind(header);
  if (fuelly === "app") return "fuellyApp";
  if (fuelly) return "fuellyWeb";
  throw new ImportProblem("unknownFormat", file.name, header.line);
}

/**
 * What the picked files hold: the format each is in (found from its headers, not its name), read
 * whole. Files of one import must share a format (LubeLogger's gas and service files, fuelly.com's
 * fuel-ups and services); a file that cannot be read throws an `ImportProblem` naming its line,
 * and nothing of the import is kept. `timeZone` is the device's: other apps write local times.
 */
export function readImport(files: readonly SourceFile[], timeZone: string): ParsedImport {
  return withExpenses(withPowers(readFiles(files, timeZone)));
}

/**
 * Other apps file insurance, tax, tolls and parking among their costs or services (Fuelio's cost
 * categories, fuelly's and LubeLogger's services, SpritMonitor's costs): a service whose title
 * names an expense category (in any of the eight languages) is an expense. Odo's own files say
 * what each row is.
 */
function withExpenses(parsed: ParsedImport): ParsedImport {
  const expenses = [...(parsed.expenses ?? [])];
  if (parsed.format === "odoCsv" || parsed.format === "odoBackup") return { ...parsed, expenses };
  const services = parsed.services.filter((service) => {
    const category = service.parts && service.parts.length > 1 ? null : expenseCategoryOf(service.title);
    if (category === null || service.type !== undefined) return true;
    expenses.push({
      file: service.file,
      line: service.line,
      vehicleKey: service.vehicleKey,
      date: service.date,
      odometer: service.odometer,
      amount: service.amount ?? 0,
      currency: service.currency,
      category,
      place: "",
      notes: [service.title, service.notes].filter(Boolean).join(" · "),
    });
    return false;
  });
  return { ...parsed, services, expenses };
}

/**
 * A vehicle the file says nothing about runs on what its rows delivered: charges alone make it
 * electric, charges and fuel a plug-in hybrid, gas and fuel a bi-fuel; so a charge lands on a
 * vehicle that takes it.
 */
function withPowers(parsed: ParsedImport): ParsedImport {
  return {
    ...parsed,
    vehicles: parsed.vehicles.map((vehicle) => {
      if (vehicle.power !== undefined || vehicle.powerSource !== undefined) return vehicle;
      const delivered = new Set(
        parsed.refuels.filter((row) => row.vehicleKey === vehicle.key).map((row) => row.energy ?? "fuel"),
      );
      const power = powerDelivering(
        delivered,
        parsed.refuels.some((row) => row.vehicleKey === vehicle.key && row.fuel === "diesel"),
      );
      return power ? { ...vehicle, power } : vehicle;
    }),
  };
}

function readFiles(files: readonly SourceFile[], timeZone: string): ParsedImport {
  const [first, second] = files;
  if (!first) throw new ImportProblem("emptyFile", "", 1);
  // Before the backup's "{" test: random bytes start with "{" once in 256 files.
  for (const file of files) if (!isText(file.text)) throw new ImportProblem("notText", file.name, 1);
  if (files.length === 1 && /^\s*\{/.test(first.text)) return parseBackup(first, timeZone);
  const read = files.map((file) => ({ file, rows: rowsOf(file) }));
  const formats = read.map(formatOf);
  const format = formats[0] as CsvFormat;
  const other = files.find((_file, index) => formats[index] !== format);
  if (other) throw new ImportProblem("mixedFormats", other.name, 1);
  if (second && oneFileFormats.includes(format)) throw new ImportProblem("mixedFormats", second.name, 1);
  const [single] = read as [ReadFile];
  switch (format) {
    case "fuelio":
      return merged(read.map(({ file, rows }) => parseFuelio(file, rows, timeZone)));
    case "drivvo":
      return parseDrivvo(single.file, single.rows, timeZone);
    case "fuellyApp":
      return parseFuellyApp(single.file, single.rows, timeZone);
    case "fuellyWeb":
      return parseFuellyWeb(read, timeZone);
    case "lubelogger":
      return parseLubelogger(read, timeZone);
    case "spritmonitor":
      return parseSpritmonitor(read, timeZone);
    case "simplyAuto":
      return parseSimplyAuto(single.file, single.rows, timeZone);
    case "odoCsv":
      return parseOdoCsv(read);
  }
}

/** Fuelio writes one file per vehicle: several files are several vehicles, each with its own units. */
function merged(parts: ParsedImport[]): ParsedImport {
  const [first, ...rest] = parts as [ParsedImport, ...ParsedImport[]];
  if (rest.length === 0) return first;
  const sameUnits = rest.every(
    (part) => part.distanceUnit === first.distanceUnit && part.volumeUnit === first.volumeUnit,
  );
  if (!sameUnits) throw new ImportProblem("mixedFormats", "", 1, "units");
  return {
    ...first,
    vehicles: parts.flatMap((part) => part.vehicles),
    refuels: parts.flatMap((part) => part.refuels),
    services: parts.flatMap((part) => part.services),
    skipped: parts.flatMap((part) => part.skipped),
  };
}
