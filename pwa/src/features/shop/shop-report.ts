import { msg } from "@lingui/core/macro";
import { csvText, type Maintenance, type ShopReportRow, shopReportRows, type Vehicle } from "@odo/domain";
import { adjustmentName, maintenanceTypeName } from "../../shared/i18n/garage-labels.js";
import { i18n } from "../../shared/i18n/i18n.js";
import { saveFile } from "../../shared/ui/save-file.js";

/** The shop's maintenance history as CSV, headed and worded in the user's language. */
export function shopReportCsv(vehicles: readonly Vehicle[], maintenances: readonly Maintenance[]): string {
  const header = [
    msg`Vehicle`,
    msg`Plate`,
    msg`Owner`,
    msg`Date`,
    msg`Type`,
    msg`Work done`,
    msg`Description`,
    msg`Kilometres`,
    msg`Amount`,
  ].map((descriptor) => i18n._(descriptor));
  const row = ({ vehicle, maintenance }: ShopReportRow) => [
    vehicle.fullname,
    vehicle.plateNumber,
    vehicle.access?.ownerName,
    maintenance.date.slice(0, 10),
    maintenanceTypeName(maintenance.type),
    maintenance.adjustments.map(adjustmentName).join("; "),
    maintenance.description,
    maintenance.kms,
    maintenance.amount,
  ];
  return csvText([header, ...shopReportRows(vehicles, maintenances).map(row)]);
}

/** Hands a text file to the browser's download. */
export function download(fileName: string, text: string, type = "text/csv;charset=utf-8"): void {
  // A byte-order mark lets spreadsheet apps read the accents of Spanish text correctly.
  saveFile(fileName, new Blob(["\uFEFF", text], { type }));
}
