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

function formatOf({ file, rows }: ReadFile): ImportFormat {
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
  const first = files[0];
  if (!first) throw new ImportProblem("emptyFile", "", 1);
  if (files.length === 1 && /^\s*\{/.test(first.text)) return parseOdoBackup(first);
  const read = files.map((file) => ({ file, rows: rowsOf(file) }));
  const formats = read.map(formatOf);
  const format = formats[0] as ImportFormat;
  const other = formats.findIndex((candidate) => candidate !== format);
  if (other >= 0) throw new ImportProblem("mixedFormats", files[other]?.name ?? "", 1);
  const single = read[0] as ReadFile;
  switch (format) {
    case "fuelio":
      return merged(read.map(({ file, rows }) => parseFuelio(file, rows, timeZone)));
    case "drivvo":
      if (read.length > 1) throw new ImportProblem("mixedFormats", files[1]?.name ?? "", 1);
      return parseDrivvo(single.file, single.rows, timeZone);
    case "fuellyApp":
      if (read.length > 1) throw new ImportProblem("mixedFormats", files[1]?.name ?? "", 1);
      return parseFuellyApp(single.file, single.rows, timeZone);
    case "fuellyWeb":
      return parseFuellyWeb(read, timeZone);
    case "lubelogger":
      return parseLubelogger(read, timeZone);
    case "odoCsv":
      return parseOdoCsv(read);
    case "odoBackup":
      return parseOdoBackup(single.file);
  }
}

/** Fuelio writes one file per vehicle: several files are several vehicles, each with its own units. */
function merged(parts: ParsedImport[]): ParsedImport {
  const [first, ...rest] = parts as [ParsedImport, ...ParsedImport[]];
  if (rest.length === 0) return first;
  const sameUnits = rest.every(
    (part) => part.distanceUnit === first.distanceUnit && part.volumeUnit === first.volumeUnit,
  );
  if (!sameUnits) throw new ImportProblem("mixedFormats", rest[0]?.refuels[0]?.file ?? "", 1, "units");
  return {
    ...first,
    vehicles: parts.flatMap((part) => part.vehicles),
    refuels: parts.flatMap((part) => part.refuels),
    services: parts.flatMap((part) => part.services),
  };
}
