import { getTableColumns, is, SQL } from "drizzle-orm";
import {
  bigint,
  bigserial,
  doublePrecision,
  foreignKey,
  index,
  integer,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTable,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { getTableConfig, SQLiteColumn, type SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * The PostgreSQL tables, built from the one schema (`schema.ts`, written for SQLite) so the two can
 * never differ: the same tables, columns, nullability, defaults, keys, references and indexes.
 * drizzle-kit generates `drizzle-pg/` from these.
 *
 * Queries on either engine are built from `schema.ts`'s tables, so a value is stored on PostgreSQL
 * as SQLite stores it: text as `text` (JSON too), integers as `bigint` (the driver reads them back
 * as numbers), reals as `double precision`, booleans as 0 or 1 in an `integer`, the AUTOINCREMENT
 * key as `bigserial`. (A PostgreSQL `boolean` would take the 1 it is sent as false.)
 */
export function postgresTables<Tables extends Record<string, SQLiteTable>>(
  tables: Tables,
): { [Name in keyof Tables]: PgTable } {
  const built = new Map<SQLiteTable, PgTable>();
  const pgOf = (table: SQLiteTable): PgTable => {
    const existing = built.get(table);
    if (existing) return existing;
    const made = postgresTable(table, pgOf);
    built.set(table, made);
    return made;
  };
  return Object.fromEntries(Object.entries(tables).map(([name, table]) => [name, pgOf(table)])) as {
    [Name in keyof Tables]: PgTable;
  };
}

/** What every PostgreSQL column builder offers (each kind types it apart). */
interface ColumnBuilder extends PgColumnBuilderBase {
  primaryKey(): ColumnBuilder;
  notNull(): ColumnBuilder;
  default(value: unknown): ColumnBuilder;
  unique(name?: string): ColumnBuilder;
}

function postgresKind(column: SQLiteColumn): unknown {
  switch (column.columnType) {
    case "SQLiteText":
      return text(column.name);
    case "SQLiteTextJson":
      return text(column.name);
    case "SQLiteReal":
      return doublePrecision(column.name);
    case "SQLiteBoolean":
      return integer(column.name);
    case "SQLiteInteger":
      return "autoIncrement" in column && column.autoIncrement
        ? bigserial(column.name, { mode: "number" })
        : bigint(column.name, { mode: "number" });
    default:
      throw new Error(`no PostgreSQL column for ${column.columnType} (${column.name})`);
  }
}

function postgresColumn(column: SQLiteColumn): PgColumnBuilderBase {
  let builder = postgresKind(column) as ColumnBuilder;
  if (column.primary) builder = builder.primaryKey();
  if (column.notNull) builder = builder.notNull();
  if (column.default !== undefined) {
    builder = builder.default(typeof column.default === "boolean" ? Number(column.default) : column.default);
  }
  if (column.isUnique) builder = builder.unique(column.uniqueName);
  return builder;
}

function postgresTable(table: SQLiteTable, pgOf: (table: SQLiteTable) => PgTable): PgTable {
  const config = getTableConfig(table);
  const columns = Object.fromEntries(config.columns.map((column) => [column.name, postgresColumn(column)]));
  return pgTable(config.name, columns, (pg) => {
    const byName: Record<string, PgColumn> = pg;
    const column = (sqlite: SQLiteColumn) => {
      const found = byName[sqlite.name];
      if (!found) throw new Error(`${config.name}.${sqlite.name} has no PostgreSQL column`);
      return found;
    };
    // An index on an expression (lower(username)) names SQLite columns: the same SQL with ours.
    const indexed = (part: SQLiteColumn | SQL) =>
      is(part, SQL)
        ? new SQL(part.queryChunks.map((chunk) => (is(chunk, SQLiteColumn) ? column(chunk) : chunk)))
        : column(part as SQLiteColumn);
    const [firstKey] = config.primaryKeys;
    return [
      ...(firstKey ? [primaryKey({ columns: firstKey.columns.map(column) as [PgColumn, ...PgColumn[]] })] : []),
      ...config.foreignKeys.map((key) => {
        const reference = key.reference();
        const target: Record<string, PgColumn> = getTableColumns(pgOf(reference.foreignTable));
        const built = foreignKey({
          columns: reference.columns.map(column) as [PgColumn, ...PgColumn[]],
          foreignColumns: reference.foreignColumns.map((foreign) => target[foreign.name]) as [PgColumn, ...PgColumn[]],
          name: key.getName(),
        });
        return key.onDelete ? built.onDelete(key.onDelete) : built;
      }),
      ...config.indexes.map(({ config: { name, columns: parts, unique } }) =>
        (unique ? uniqueIndex(name) : index(name)).on(
          ...(parts.map(indexed) as [PgColumn | SQL, ...(PgColumn | SQL)[]]),
        ),
      ),
    ];
  });
}
