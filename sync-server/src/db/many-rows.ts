/** The largest number of rows one many-row statement takes. */
const largestChunk = 128;

/**
 * Rows cut into chunks of 128, 64, 32, … 1, largest first: a statement's text depends on its row
 * count, so a few texts serve every count, each compiled (SQLite) or prepared (PostgreSQL) once.
 */
export function chunked<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  let start = 0;
  for (let size = largestChunk; size >= 1; size /= 2) {
    while (rows.length - start >= size) {
      chunks.push(rows.slice(start, start + size));
      start += size;
    }
  }
  return chunks;
}

/** `count` copies of a row's placeholders, such as "(?, ?)", for a VALUES list. */
export function rowsOf(row: string, count: number): string {
  return Array.from({ length: count }, () => row).join(", ");
}
