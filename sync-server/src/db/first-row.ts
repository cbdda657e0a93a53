/** The first row a query returned, if any: what a single-row read (by key) reads. */
export function firstRow<Row>(rows: readonly Row[]): Row | undefined {
  return rows[0];
}

/** The row an insert returned: there is always one, or the insert threw. */
export function insertedRow<Row>(rows: readonly Row[]): Row {
  const [row] = rows;
  if (row === undefined) throw new Error("an insert returned no row");
  return row;
}
