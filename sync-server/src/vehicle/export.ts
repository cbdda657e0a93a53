import { odoBackupFile, odoExportFiles, type VehicleRecords } from "@odo/domain";
import { strToU8, zipSync } from "fflate";
import type { AppDeps } from "../deps.js";
import type { Requester } from "../requester.js";
import { ownedVehicle } from "../store/access.js";
import { vehicleHistory } from "../store/vehicle-history.js";

export const exportFormats = ["csv", "json"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export interface ExportFile {
  name: string;
  type: string;
  body: Buffer;
}

/**
 * `GET /vehicles/{id}/export`: a vehicle's whole history, owner only, in Odo's export format
 * (README "Export format"): the JSON backup, or the CSV files in a ZIP, as the PWA builds them.
 */
export async function vehicleExport(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const vehicle = await ownedVehicle(deps.db, actor, vehicleId);
  const records: VehicleRecords = { vehicle, ...(await vehicleHistory(deps.db, vehicleId)) };
  const now = deps.clock();
  if (format === "json") {
    const backup = odoBackupFile([records], now);
    return { name: backup.name, type: "application/json", body: Buffer.from(backup.text) };
  }
  const { zipName, files } = odoExportFiles([records], now);
  const zip = zipSync(Object.fromEntries(files.map(({ path, text }) => [path, strToU8(text)])), {
    level: 6,
    mtime: now,
  });
  return { name: zipName, type: "application/zip", body: Buffer.from(zip) };
}
