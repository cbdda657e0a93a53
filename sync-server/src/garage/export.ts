import { type Maintenance, odoBackup, odoCsvFiles, type VehicleRecords } from "@odo/domain";
import { strToU8, zipSync } from "fflate";
import type { AppDeps } from "../deps.js";
import type { Requester } from "../users/profile.js";
import { ownedVehicle } from "./access.js";
import { vehicleHistory } from "./vehicles.js";

export const exportFormats = ["csv", "json"] as const;
export type ExportFormat = (typeof exportFormats)[number];

/** Who logged a maintenance, in the export's English: the owner, or the workshop's shop by name. */
const loggedBy = (ownerId: string) => (maintenance: Maintenance) =>
  maintenance.loggedByShop ?? (maintenance.createdBy === ownerId ? "Owner" : "Shared user");

export interface ExportFile {
  name: string;
  type: string;
  body: Buffer;
}

/**
 * `GET /vehicles/{id}/export`: a vehicle's whole history, owner only, in Odo's export format
 * (README "Export format"): the JSON backup, or the CSV files in a ZIP, as the PWA builds them.
 */
export function vehicleExport(deps: AppDeps, actor: Requester, vehicleId: string, format: ExportFormat): ExportFile {
  const vehicle = ownedVehicle(deps.db, actor, vehicleId);
  const records: VehicleRecords = { vehicle, ...vehicleHistory(deps.db, vehicleId) };
  const now = deps.clock();
  const stamp = now.toISOString().slice(0, 10);
  if (format === "json") {
    return {
      name: `odo-backup-${stamp}.json`,
      type: "application/json",
      body: Buffer.from(`${JSON.stringify(odoBackup([records], now), null, 1)}\n`),
    };
  }
  const folder = `odo-export-${stamp}`;
  const files = odoCsvFiles([records], loggedBy(vehicle.user._id));
  const zip = zipSync(
    Object.fromEntries(Object.entries(files).map(([name, text]) => [`${folder}/${name}.csv`, strToU8(text)])),
    { level: 6, mtime: now },
  );
  return { name: `${folder}.zip`, type: "application/zip", body: Buffer.from(zip) };
}
