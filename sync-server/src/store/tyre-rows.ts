import type { TreadReading, TyreEvent, TyreSet } from "@odo/domain";
import type { Table } from "drizzle-orm";
import { treadReadings, tyreEvents, tyreSets } from "../db/schema.js";
import { type ColumnMappings, recordRows } from "./record-rows.js";

/** A tyre row's columns that are not its record's fields of the same name: the ids, and the shop that logged it. */
function tyreRows<
  Record extends { _id: string; vehicle: string; loggedByShop?: string | null | undefined },
  Row extends { id: string; vehicleId: string; loggedByShop: string | null },
>(table: Table) {
  const mappings: ColumnMappings<Record, Row> = {
    id: { toRow: (record: Record) => record._id, toRecord: (row: Row) => ({ _id: row.id }) as Partial<Record> },
    vehicleId: {
      toRow: (record: Record) => record.vehicle,
      toRecord: (row: Row) => ({ vehicle: row.vehicleId }) as Partial<Record>,
    },
    loggedByShop: {
      toRow: (record: Record) => record.loggedByShop ?? null,
      toRecord: (row: Row) => (row.loggedByShop ? ({ loggedByShop: row.loggedByShop } as Partial<Record>) : {}),
    },
  } as ColumnMappings<Record, Row>;
  return recordRows<Record, Row>(table, mappings);
}

type TyreSetRow = typeof tyreSets.$inferSelect;
type TyreEventRow = typeof tyreEvents.$inferSelect;
type TreadReadingRow = typeof treadReadings.$inferSelect;

const setRows = tyreRows<TyreSet, TyreSetRow>(tyreSets);
const eventRows = tyreRows<TyreEvent, TyreEventRow>(tyreEvents);
const readingRows = tyreRows<TreadReading, TreadReadingRow>(treadReadings);

/** Rows as the database keeps them (the author always known) and back. */
export const tyreSetRow = (set: TyreSet & { createdBy: string }): TyreSetRow => setRows.row(set);
export const tyreSetView = (row: TyreSetRow): TyreSet => setRows.record(row);
export const tyreEventRow = (event: TyreEvent & { createdBy: string }): TyreEventRow => eventRows.row(event);
export const tyreEventView = (row: TyreEventRow): TyreEvent => eventRows.record(row);
export const treadReadingRow = (reading: TreadReading & { createdBy: string }): TreadReadingRow =>
  readingRows.row(reading);
export const treadReadingView = (row: TreadReadingRow): TreadReading => readingRows.record(row);
