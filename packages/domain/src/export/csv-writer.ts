/** One CSV cell: quoted when it holds a delimiter, a quote or a line end (RFC 4180). */
function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Rows as RFC 4180 CSV: comma-separated, CRLF line ends, a final line end. */
export function csvText(rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return `${rows.map((row) => row.map(csvCell).join(",")).join("\r\n")}\r\n`;
}
