/**
 * A CSV reader for other apps' exports, lenient where their writers are sloppy and exact about
 * where a file is broken:
 * - line ends may be CRLF, LF or a bare CR (iPhone exports of Drivvo);
 * - a quoted field may be followed by text before the next delimiter (Drivvo writes the repeated
 *   header `"Full tank" 2`): the text is kept, after the quoted part;
 * - a byte-order mark is dropped; quotes inside quotes are doubled (`""`), or, in SpritMonitor's
 *   files, escaped with a backslash (`\"`).
 */
export interface CsvRow {
  /** The 1-based line the row starts on, for messages that name it. */
  line: number;
  cells: string[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    readonly problem: "unclosedQuote",
  ) {
    super(`line ${line}: ${problem}`);
  }
}

/**
 * The delimiter a file uses: the one of comma, semicolon and tab its header has most of. The header
 * is the first line that is not a section title (`##Refuelling`, `"#Servicio"`).
 */
export function detectDelimiter(text: string): "," | ";" | "\t" {
  const lines = text.replace(/^\uFEFF/, "").split(/\r\n|\n|\r/, 20);
  const header = lines.find((line) => line.trim() !== "" && !/^"?#/.test(line.trim())) ?? "";
  const outsideQuotes = header.replaceAll(/"[^"]*"/g, "");
  const counts = ([",", ";", "\t"] as const).map(
    (delimiter) => [delimiter, outsideQuotes.split(delimiter).length] as const,
  );
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

export interface CsvOptions {
  delimiter?: string;
  /** SpritMonitor writes `\"` for a quote inside a quoted cell. */
  backslashEscapes?: boolean;
}

/** Every row of `text`; blank lines are skipped. Throws `CsvError` for a quote never closed. */
export function parseCsv(text: string, options: CsvOptions = {}): CsvRow[] {
  const source = text.replace(/^\uFEFF/, "");
  const delimiter = options.delimiter ?? detectDelimiter(source);
  const backslashEscapes = options.backslashEscapes ?? false;
  const rows: CsvRow[] = [];
  let cells: string[] = [];
  let cell = "";
  let line = 1;
  let rowLine = 1;
  let quoted = false;
  let quoteLine = 0;
  let index = 0;
  const endCell = () => {
    cells.push(cell);
    cell = "";
  };
  const endRow = () => {
    endCell();
    if (cells.length > 1 || cells[0] !== "") rows.push({ line: rowLine, cells });
    cells = [];
  };
  while (index < source.length) {
    const char = source[index] as string;
    if (quoted) {
      if (backslashEscapes && char === "\\" && source[index + 1] === '"') {
        cell += '"';
        index += 2;
        continue;
      }
      if (char === '"') {
        if (source[index + 1] === '"') {
          cell += '"';
          index += 2;
          continue;
        }
        quoted = false;
      } else {
        if (char === "\n" || (char === "\r" && source[index + 1] !== "\n")) line += 1;
        cell += char;
      }
      index += 1;
      continue;
    }
    if (char === '"' && cell.trim() === "") {
      quoted = true;
      quoteLine = line;
      cell = "";
    } else if (char === delimiter) {
      endCell();
    } else if (char === "\r" || char === "\n") {
      endRow();
      if (char === "\r" && source[index + 1] === "\n") index += 1;
      line += 1;
      rowLine = line;
    } else {
      cell += char;
    }
    index += 1;
  }
  if (quoted) throw new CsvError(quoteLine, "unclosedQuote");
  endRow();
  return rows;
}
