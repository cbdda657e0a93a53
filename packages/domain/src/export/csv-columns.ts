import type { z } from "zod";
import type { CsvCell } from "./csv-writer.js";

/** A column written on purpose: the record's fields it says, and how it says them. */
export type WrittenColumn<Record, Context> = readonly [
  fields: readonly (keyof Record & string)[],
  cell: (record: Record, context: Context) => CsvCell,
];

export interface CsvFile<Record, Context, Name extends string> {
  /** The written columns' names, then one per field no written column says. */
  header: readonly (Name | string)[];
  row(record: Record, context: Context): CsvCell[];
}

const snakeCase = (field: string) => field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** A field as a cell: text, a number and a flag as they are, anything else as JSON. */
const plainCell = (value: unknown): CsvCell =>
  value === null || value === undefined || ["string", "number", "boolean"].includes(typeof value)
    ? (value as CsvCell)
    : JSON.stringify(value);

/**
 * A CSV file's columns from the record's schema: the columns written on purpose (a unit beside a
 * value, who logged an entry), then one column for each field of the schema that none of them
 * says and that is not left out on purpose, in the schema's order. A field added to the schema is
 * exported without touching the export.
 */
export function csvFile<Record, Context, Name extends string>(
  schema: z.ZodObject,
  written: { readonly [Column in Name]: WrittenColumn<Record, Context> },
  leftOut: readonly (keyof Record & string)[],
): CsvFile<Record, Context, Name> {
  const columns = Object.entries(written) as [Name, WrittenColumn<Record, Context>][];
  const said = new Set<string>([...columns.flatMap(([, [fields]]) => fields), ...leftOut]);
  const added = Object.keys(schema.shape).filter((field) => !said.has(field));
  return {
    header: [...columns.map(([name]) => name), ...added.map(snakeCase)],
    row: (record, context) => [
      ...columns.map(([, [, cell]]) => cell(record, context)),
      ...added.map((field) => plainCell((record as { [key: string]: unknown })[field])),
    ],
  };
}
