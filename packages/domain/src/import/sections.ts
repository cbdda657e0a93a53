import type { CsvRow } from "./csv.js";

/** One titled part of a multi-section file (Drivvo's `##Refuelling`, Fuelio's `## Log`). */
export interface CsvSection {
  title: string;
  header: CsvRow;
  rows: CsvRow[];
}

/**
 * The sections of a file whose section titles are rows starting with `#` (followed by empty cells
 * in Fuelio's files). The row after a title is the section's header; a title with no rows after
 * it gives an empty section.
 */
export function csvSections(rows: readonly CsvRow[]): CsvSection[] {
  const sections: CsvSection[] = [];
  let current: CsvSection | undefined;
  let title: string | undefined;
  for (const row of rows) {
    const first = (row.cells[0] ?? "").trim();
    const rest = row.cells.slice(1).every((cell) => cell.trim() === "");
    if (first.startsWith("#") && rest) {
      title = first.replace(/^#+\s*/, "");
      current = undefined;
      continue;
    }
    if (title !== undefined) {
      current = { title, header: row, rows: [] };
      sections.push(current);
      title = undefined;
    } else current?.rows.push(row);
  }
  return sections;
}
