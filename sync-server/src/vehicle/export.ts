import { PassThrough, type Readable } from "node:stream";
import { type Attachment, attachmentPath, odoBackupFile, odoExportFiles, type VehicleRecords } from "@odo/domain";
import { strToU8, Zip, ZipDeflate, ZipPassThrough } from "fflate";
import type { BlobStore } from "../blobs/blob-store.js";
import type { AppDeps } from "../deps.js";
import type { Requester } from "../requester.js";
import { ownedVehicle } from "../store/access.js";
import { storedFilesOfVehicle } from "../store/attachment-rows.js";
import { vehicleHistory } from "../store/vehicle-history.js";

export const exportFormats = ["csv", "json"] as const;
export type ExportFormat = (typeof exportFormats)[number];

export interface ExportFile {
  name: string;
  type: string;
  body: Buffer | Readable;
}

/**
 * The ZIP as a stream: the CSV files, then each stored file read from the store as it is sent,
 * so an export of many photos is never whole in memory.
 */
function zipStream(
  texts: readonly { path: string; text: string }[],
  files: readonly { path: string; attachment: Attachment }[],
  blobs: BlobStore,
  now: Date,
): Readable {
  const out = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) out.destroy(error);
    else {
      out.write(chunk);
      if (final) out.end();
    }
  });
  void (async () => {
    for (const { path, text } of texts) {
      const entry = new ZipDeflate(path, { level: 6 });
      entry.mtime = now;
      zip.add(entry);
      entry.push(strToU8(text), true);
    }
    for (const { path, attachment } of files) {
      const body = await blobs.get(attachment._id, attachment.sha256);
      if (!body) continue;
      // Photos and PDFs are compressed already: stored as they are.
      const entry = new ZipPassThrough(path);
      entry.mtime = now;
      zip.add(entry);
      for await (const chunk of body) entry.push(new Uint8Array(chunk as Buffer));
      entry.push(new Uint8Array(), true);
    }
    zip.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/**
 * `GET /vehicles/{id}/export`: a vehicle's whole history, owner only, in Odo's export format
 * (README "Export format"): the JSON backup, or the CSV files and the stored files in a ZIP, as the
 * PWA builds them.
 */
export async function vehicleExport(
  deps: AppDeps,
  actor: Requester,
  vehicleId: string,
  format: ExportFormat,
): Promise<ExportFile> {
  const vehicle = await ownedVehicle(deps.db, actor, vehicleId);
  const records: VehicleRecords = { vehicle, ...(await vehicleHistory(deps.db, vehicleId)) };
  const stored = await storedFilesOfVehicle(deps.db, vehicleId);
  const now = deps.clock();
  if (format === "json") {
    const backup = odoBackupFile([records], now);
    return { name: backup.name, type: "application/json", body: Buffer.from(backup.text) };
  }
  const { zipName, files } = odoExportFiles([records], now);
  const folder = zipName.replace(/\.zip$/, "");
  const attached = (records.attachments ?? [])
    .filter((attachment) => stored.has(attachment._id))
    .map((attachment) => ({ path: `${folder}/${attachmentPath(attachment)}`, attachment }));
  return { name: zipName, type: "application/zip", body: zipStream(files, attached, deps.blobs, now) };
}
