import { CsvError, type CsvRow, parseCsv } from "./csv.js";
import { isDrivvo, parseDrivvo } from "./formats/drivvo.js";
import { isFuelio, parseFuelio } from "./formats/fuelio.js";
import { fuellyKind, parseFuellyApp, parseFuellyWeb } from "./formats/fuelly.js";
import { isLubeloggerHeader, parseLubelogger } from "./formats/lubelogger.js";
import { odoCsvKind, parseOdoBackup, parseOdoCsv } from "./formats/odo.js";
import { type ImportFormat, ImportProblem, type ParsedImport, type SourceFile } from "./imported.js";

interface ReadFile {
  file: SourceFile;
  rows: CsvRow[];
}

function rowsOf(file: SourceFile): CsvRow[] {
  try {
    return parseCsv(file.text);
  } catch (error) {
    if (error instanceof CsvError) throw new ImportProblem("unclosedQuote", file.name, error.line);
    throw error;
  }
}

/** The formats of CSV files; Odo's JSON backup is read apart. */
type CsvFormat = Exclude<ImportFormat, "odoBackup">;
/** Apps that write everything into one file: two files are two exports. */
const oneFileFormats: readonly CsvFormat[] = ["drivvo", "fuellyApp"];

function formatOf({ file, rows }: ReadFile): CsvFormat {
  const header = rows[0];
  if (!header) throw new ImportProblem("emptyFile", file.name, 1);
  if (isFuelio(rows)) return "fuelio";
  if (isDrivvo(rows)) return "drivvo";
  if (odoCsvKind(header)) return "odoCsv";
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
  const [first, second] = files;
  if (!first) throw new ImportProblem("emptyFile", "", 1);
  if (files.length === 1 && /^\s*\{/.test(first.text)) return parseOdoBackup(first);
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
  };
}
