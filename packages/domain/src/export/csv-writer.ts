/** What a CSV cell may hold: numbers and flags are written bare, every text quoted. */
export type CsvCell = string | number | boolean | null | undefined;

/**
 * A leading `= + - @` (or tab, carriage return) makes a spreadsheet run the cell as a formula; so
 * does one right after a `;` or `,` once a spreadsheet in a Spanish locale splits the cell there.
 * An apostrophe in such a place is marked too, so that reading back (`undefusedCsvText`) can tell
 * the mark from the text.
 */
const formulaStart = /(^|[;,])(\s*)(['=+\-@\t\r])/g;
const formulaMark = /(^|[;,])(\s*)'(['=+\-@\t\r])/g;

/**
 * One CSV field (RFC 4180), the only way Odo writes one. Every text is quoted, and every place a
 * formula could start inside it gets an apostrophe first, so no cell runs as a formula in any
 * spreadsheet or locale, whoever wrote the text (an owner, a workshop, a customer).
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  if (typeof cell === "boolean") return String(cell);
  const safe = cell.replace(formulaStart, "$1$2'$3");
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows as RFC 4180 CSV: comma-separated, CRLF line ends (as spreadsheets expect), a final line end. */
export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

/** A text cell of a CSV Odo wrote, as it was before `csvField` defused it. */
export function undefusedCsvText(text: string): string {
  return text.replace(formulaMark, "$1$2$3");
}
