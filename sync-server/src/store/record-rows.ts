import { getTableColumns, type Table } from "drizzle-orm";
import { literalOfFields } from "../db/object-literals.js";

/** How one column is filled from a record, and what it gives back to the record, when not the same-named field. */
export interface ColumnMapping<Record, Row, Column extends keyof Row> {
  toRow(record: Record): Row[Column];
  /** The record's fields this column gives back; none when another column gives them. */
  toRecord?(row: Row): Partial<Record>;
}

export type ColumnMappings<Record, Row> = { [Column in keyof Row]?: ColumnMapping<Record, Row, Column> };

/**
 * A domain record and its table's row, both ways. A column named like one of the record's fields
 * carries that field as it is (null for none); `mappings` lists only the others (a renamed field,
 * a nested one, a value normalised on the way in). So a field added to a record and to its table
 * under the same name is stored and read back with nothing written here.
 */
export function recordRows<Record, Row>(table: Table, mappings: ColumnMappings<Record, Row>) {
  const columns = Object.keys(getTableColumns(table)) as (keyof Row & string)[];
  const plain = columns.filter((column) => !(column in mappings));
  const mapped = Object.entries(mappings) as [keyof Row & string, ColumnMapping<Record, Row, keyof Row>][];
  const plainOfRecord = literalOfFields(plain, true);
  const plainOfRow = literalOfFields(plain, false);
  return {
    columns,
    row(record: Record): Row {
      const row = plainOfRecord(record as { [field: string]: unknown });
      for (const [column, mapping] of mapped) row[column] = mapping.toRow(record);
      return row as Row;
    },
    record(row: Row): Record {
      const record = plainOfRow(row as { [column: string]: unknown });
      for (const [, mapping] of mapped) Object.assign(record, mapping.toRecord?.(row));
      return record as Record;
    },
  };
}
