import { attachmentPath, odoBackupFile, odoExportFiles, type VehicleRecords } from "@odo/domain";
import { strToU8, type Zippable, zipSync } from "fflate";
import type { OdoDatabase } from "../../shared/sync/db.js";
import { openFile } from "../../shared/sync/file-cache.js";
import { saveFile } from "../../shared/ui/save-file.js";

/** Hands a file to the browser's download (the share sheet on a phone). */
export function download(name: string, type: string, data: Uint8Array | string): void {
  saveFile(name, new Blob([typeof data === "string" ? data : data.slice()], { type }));
}

/** What a ZIP holds beside its CSV or backup, and the files it could not include. */
export interface PackedFiles {
  /** Photos and PDFs are compressed already: stored as they are. */
  entries: Zippable;
  /** Files neither on this device nor reachable now (offline): the CSV still lists them. */
  missing: number;
}

/** Each attachment's bytes under `attachments/`, from this device or the server. */
async function attachmentFiles(db: OdoDatabase, histories: readonly VehicleRecords[]): Promise<PackedFiles> {
  const entries: Zippable = {};
  let missing = 0;
  for (const attachment of histories.flatMap((history) => history.attachments ?? [])) {
    const access = await openFile(db, attachment);
    if (access.kind === "ready") {
      entries[attachmentPath(attachment)] = [new Uint8Array(await access.blob.arrayBuffer()), { level: 0 }];
    } else missing += 1;
  }
  return { entries, missing };
}

/** `odo-export-2026-11-23.zip`: one CSV per record type and the files (README "Export format"). */
export async function csvZip(
  db: OdoDatabase,
  histories: readonly VehicleRecords[],
  now: Date,
): Promise<{ name: string; data: Uint8Array; missing: number }> {
  const { zipName, files } = odoExportFiles(histories, now);
  const folder = zipName.replace(/\.zip$/, "");
  const packed = await attachmentFiles(db, histories);
  const entries = {
    ...Object.fromEntries(files.map(({ path, text }) => [path, strToU8(text)])),
    ...Object.fromEntries(Object.entries(packed.entries).map(([path, bytes]) => [`${folder}/${path}`, bytes])),
  };
  return { name: zipName, data: zipSync(entries, { level: 6, mtime: now }), missing: packed.missing };
}

/**
 * The backup: the JSON alone, or, when there are files, a ZIP with the JSON and the files under
 * `attachments/`, which the import reads back whole.
 */
export async function backupDownload(
  db: OdoDatabase,
  histories: readonly VehicleRecords[],
  now: Date,
): Promise<{ name: string; type: string; data: Uint8Array | string; missing: number }> {
  const backup = odoBackupFile(histories, now);
  if (!histories.some((history) => (history.attachments ?? []).length > 0)) {
    return { name: backup.name, type: "application/json", data: backup.text, missing: 0 };
  }
  const packed = await attachmentFiles(db, histories);
  const data = zipSync({ [backup.name]: strToU8(backup.text), ...packed.entries }, { level: 6, mtime: now });
  return { name: backup.name.replace(/\.json$/, ".zip"), type: "application/zip", data, missing: packed.missing };
}
