import type { Maintenance } from "../maintenance/maintenance.js";
import type { Vehicle } from "../vehicle/vehicle.js";

export type CsvCell = string | number | null | undefined;

/**
 * A leading `= + - @` (or tab, carriage return) makes a spreadsheet run the cell as a formula; so
 * does one right after a `;` or `,` once a spreadsheet in a Spanish locale splits the cell there.
 */
const formulaStart = /(^|[;,])(\s*)([=+\-@\t\r])/g;

/**
 * One CSV field (RFC 4180). Every text is quoted, and every place a formula could start inside it
 * gets an apostrophe first, so no cell runs as a formula in any spreadsheet or locale. Numbers are
 * written bare, as numbers.
 */
export function csvField(cell: CsvCell): string {
  if (cell === null || cell === undefined) return "";
  if (typeof cell === "number") return Number.isFinite(cell) ? String(cell) : "";
  const safe = cell.replace(formulaStart, "$1$2'$3");
  return `"${safe.replaceAll('"', '""')}"`;
}

/** Rows to CSV text with CRLF line ends, as spreadsheets expect. */
export function toCsv(rows: readonly (readonly CsvCell[])[]): string {
  return `${rows.map((row) => row.map(csvField).join(",")).join("\r\n")}\r\n`;
}

export interface ShopReportRow {
  vehicle: Vehicle;
  maintenance: Maintenance;
}

/**
 * The maintenance history of the vehicles shared with a shop ("advanced reports", SPEC §6):
 * grouped by vehicle name, newest first within a vehicle. Vehicles the shop may not see
 * maintenance of never hold any on its device, so they add no rows.
 */
export function shopReportRows(vehicles: readonly Vehicle[], maintenances: readonly Maintenance[]): ShopReportRow[] {
  const byId = new Map(vehicles.map((vehicle) => [vehicle._id, vehicle]));
  return maintenances
    .flatMap((maintenance) => {
      const vehicle = byId.get(maintenance.vehicle);
      return vehicle ? [{ vehicle, maintenance }] : [];
    })
    .sort(
      (a, b) =>
        a.vehicle.fullname.localeCompare(b.vehicle.fullname) ||
        a.vehicle._id.localeCompare(b.vehicle._id) ||
        b.maintenance.date.localeCompare(a.maintenance.date),
    );
}
